import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  FIRMWARE_MAX_BYTES,
  parseMessageRef,
  translateIssues,
  ZFirmwareAssignRequest,
  ZFirmwareAssignResult,
  ZFirmwareMachine,
  ZFirmwarePackage,
  ZFirmwarePackageParams,
  ZFirmwareUploadFields,
} from '@tramline/domain';
import { AppError } from '../../http/errors';
import { authOf, type TApi } from '../../http/types';

const tags = ['firmware'];
const manage = { permission: 'firmware.manage' as const };
const MEGABYTE = 1024 * 1024;

/** `/settings/firmware-update`: packages of the active branch, their targets and the machines' state. */
export function firmwareRoutes(app: TApi) {
  const firmware = app.services.firmware;

  app.get(
    '/firmware/packages',
    {
      schema: {
        tags,
        summary: 'Firmware packages of the branch',
        response: { 200: z.array(ZFirmwarePackage) },
      },
    },
    async (request) => firmware.listPackages(authOf(request)),
  );
  app.delete(
    '/firmware/packages/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a package; its machines keep their version and lose the target',
        params: ZFirmwarePackageParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await firmware.deletePackage(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/firmware/packages/:id/assignments',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Make a package the target of every machine of its model, or of chosen machines',
        params: ZFirmwarePackageParams,
        body: ZFirmwareAssignRequest,
        response: { 200: ZFirmwareAssignResult },
      },
    },
    async (request) => firmware.assign(authOf(request), request.params.id, request.body),
  );
  app.get(
    '/firmware/machines',
    {
      schema: {
        tags,
        summary: "The branch's machines: reported version, target and update status",
        response: { 200: z.array(ZFirmwareMachine) },
      },
    },
    async (request) => firmware.machines(authOf(request)),
  );

  // The upload reads a multipart body; the parser lives in this scope only.
  app.register(async (scope: TApi) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: FIRMWARE_MAX_BYTES, files: 1, fields: 10, fieldSize: 8 * 1024 },
    });
    scope.post(
      '/firmware/packages',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Upload a firmware package (multipart: `file` and the text fields)',
          description:
            `Fields controller, model, version, releaseNotes and sha256 (the checksum as published, 64 ` +
            `hex characters). The server computes the file's SHA-256 and refuses a mismatch with 400 ` +
            `firmwareChecksumMismatch; files over ${FIRMWARE_MAX_BYTES / MEGABYTE} MB are 400 ` +
            `firmwareTooLarge; the same version for the controller and model is 409.`,
          response: { 201: ZFirmwarePackage },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        if (!request.isMultipart()) throw new AppError(400, 'firmwareFileRequired');
        const fields: Record<string, string> = {};
        let file: { fileName: string; data: Buffer } | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const data = await part.toBuffer();
              if (part.fieldname === 'file') file = { fileName: part.filename || 'firmware.bin', data };
            } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          }
        } catch (error) {
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError)
            throw new AppError(400, 'firmwareTooLarge', { size: FIRMWARE_MAX_BYTES / MEGABYTE });
          throw new AppError(400, 'malformedBody');
        }
        const parsed = ZFirmwareUploadFields.safeParse(fields);
        if (!parsed.success) {
          const details = translateIssues(parsed.error, auth.language);
          const first = parseMessageRef(parsed.error.issues[0]?.message ?? '');
          throw new AppError(400, first?.key ?? 'invalidValue', first?.params, details, 'validation');
        }
        if (!file || file.data.length === 0) throw new AppError(400, 'firmwareFileRequired');
        return reply.status(201).send(await firmware.createPackage(auth, parsed.data, file));
      },
    );
  });
}
