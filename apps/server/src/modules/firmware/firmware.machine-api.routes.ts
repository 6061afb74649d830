import type { FastifyRequest } from 'fastify';
import { ZFirmwareReport, ZMachineFirmware, ZMachineParams } from '@tramline/domain';
import { requestLocale } from '../../http/locale';
import type { TApi } from '../../http/types';
import { authOfMachine, type TMachineCaller } from '../monitoring/machine-api.service';

const tags = ['machine-api'];
const security = [{ deviceToken: [] }];

/**
 * The firmware calls of the machine API (mounted inside its prefix and device-token check): read the
 * target package, download its file, report the version and the update's status. A token reports
 * for its own machine only: another machine of the branch is 403, one it cannot see 404.
 */
export function firmwareMachineRoutes(app: TApi, machineOf: (request: FastifyRequest) => TMachineCaller) {
  const firmware = app.services.firmware;
  const machineApi = app.services.machineApi;

  async function callerFor(request: FastifyRequest, equipmentId: number) {
    const caller = machineOf(request);
    await machineApi.assertReportsFor(caller, equipmentId);
    return authOfMachine(caller, requestLocale(request));
  }

  app.get(
    '/machines/:equipmentId/firmware',
    {
      config: { public: true },
      schema: {
        tags,
        security,
        summary: "The machine's target firmware package (null when none) and its last report",
        description:
          'The target names its version, size, SHA-256 and `downloadPath` (under this API, same token). ' +
          'A terminal polls this, downloads when the version differs from what it runs, checks the ' +
          'SHA-256, then reports downloading, installed or failed.',
        params: ZMachineParams,
        response: { 200: ZMachineFirmware },
      },
    },
    async (request) => {
      const { equipmentId } = request.params;
      return firmware.targetOf(await callerFor(request, equipmentId), equipmentId);
    },
  );

  app.get(
    '/machines/:equipmentId/firmware/file',
    {
      config: { public: true },
      schema: {
        tags,
        security,
        summary: "Download the machine's target firmware file (application/octet-stream)",
        description: 'The `X-Checksum-SHA256` header carries the checksum; 404 without a target.',
        params: ZMachineParams,
      },
    },
    async (request, reply) => {
      const { equipmentId } = request.params;
      const file = await firmware.fileOf(await callerFor(request, equipmentId), equipmentId);
      return reply
        .type('application/octet-stream')
        .header('x-checksum-sha256', file.sha256)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`)
        .send(file.data);
    },
  );

  app.put(
    '/machines/:equipmentId/firmware/status',
    {
      config: { public: true },
      schema: {
        tags,
        security,
        summary: 'Report the running version and the status of the update to the target package',
        description:
          'Status pending, downloading, installed or failed (with a detail). `packageId` names the ' +
          'package the report is about: one that is no longer the target is 409 and changes nothing; ' +
          'a machine without a target is 409 firmwareNotAssigned. Sending the same report again is safe.',
        params: ZMachineParams,
        body: ZFirmwareReport,
        response: { 200: ZMachineFirmware },
      },
    },
    async (request) => {
      const { equipmentId } = request.params;
      return firmware.report(await callerFor(request, equipmentId), equipmentId, request.body);
    },
  );
}
