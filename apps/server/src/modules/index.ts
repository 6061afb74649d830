import type { TApi } from '../http/types';
import { authRoutes } from './auth/auth.routes';
import { tenancyRoutes } from './tenancy/tenancy.routes';
import { locationsRoutes } from './tenancy/locations.routes';
import { placesRoutes } from './records/places/places.routes';
import { equipmentRoutes } from './records/equipment/equipment.routes';
import { equipmentGroupsRoutes } from './records/equipment-groups/equipment-groups.routes';
import { implementsRoutes } from './records/implements/implements.routes';
import { trailersRoutes } from './records/trailers/trailers.routes';

/** Route modules mounted under `/api`, one per area of the spec. */
export const apiModules: ((api: TApi) => void)[] = [authRoutes, tenancyRoutes, locationsRoutes, placesRoutes, equipmentRoutes, equipmentGroupsRoutes, implementsRoutes, trailersRoutes];
