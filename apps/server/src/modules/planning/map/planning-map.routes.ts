import { z } from 'zod';
import { ZPlanningMapWarehouse, ZPlanningMapWarehousesInput, type TPlaceRecord } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

const tags = ['planning'];
const onMap = (place: TPlaceRecord) => ({
  id: place.id,
  name: place.name,
  latitude: place.latitude,
  longitude: place.longitude,
});

/** The planning map's warehouses (`GET` and `POST /mapa/warehouses`, spec part 1 §7). */
export function planningMapRoutes(app: TApi) {
  const { places, equipmentGroups } = app.services;

  app.get(
    `${PLANNING_BASE}/mapa/warehouses`,
    {
      schema: {
        tags,
        summary: "The branch's warehouses on the planning map",
        response: { 200: z.array(ZPlanningMapWarehouse) },
      },
    },
    async (request) => (await places.listAllByUnit(authOf(request))).map(onMap),
  );
  app.post(
    `${PLANNING_BASE}/mapa/warehouses`,
    {
      schema: {
        tags,
        summary: 'Warehouses the chosen machines of a group load at',
        description:
          'All members of the group when `equipamentosId` is absent; 404 for a group the caller cannot see.',
        body: ZPlanningMapWarehousesInput,
        response: { 200: z.array(ZPlanningMapWarehouse) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const group = await equipmentGroups.get(auth, request.body.configuracaoId);
      const chosen = request.body.equipamentosId;
      const ids = group.equipments
        .filter((member) => !chosen || chosen.includes(member.cdEquipamento))
        .flatMap((member) => (member.warehouseId === null ? [] : [member.warehouseId]));
      return (await places.getMany(auth, [...new Set(ids)])).map(onMap);
    },
  );
}
