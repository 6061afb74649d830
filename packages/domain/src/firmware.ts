import { z } from 'zod';
import { ZId, ZIdText } from './ids';

/** Largest firmware file the server takes (32 MiB). */
export const FIRMWARE_MAX_BYTES = 32 * 1024 * 1024;

/** What a machine reports about the update to its target package. */
export const FIRMWARE_STATUSES = ['pending', 'downloading', 'installed', 'failed'] as const;
export const ZFirmwareStatus = z.enum(FIRMWARE_STATUSES);
export type TFirmwareStatus = z.infer<typeof ZFirmwareStatus>;

const ZSha256 = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, { message: 'invalidChecksum' })
  .transform((value) => value.toLowerCase());

/** The text fields of a package upload (multipart, beside the `file` part). */
export const ZFirmwareUploadFields = z
  .object({
    /** The machine controller (rate controller or terminal) the package is for. */
    controller: z.string().trim().min(1).max(80),
    /** The machine model the package is for. */
    model: z.string().trim().min(1).max(80),
    version: z.string().trim().min(1).max(40),
    releaseNotes: z.string().trim().max(4000).default(''),
    /** SHA-256 of the file as the publisher gives it; the server computes its own and compares. */
    sha256: ZSha256,
  })
  .strict();
export type TFirmwareUploadFields = z.infer<typeof ZFirmwareUploadFields>;

export const ZFirmwarePackage = z.object({
  id: z.number().int(),
  controller: z.string(),
  model: z.string(),
  version: z.string(),
  releaseNotes: z.string(),
  fileName: z.string(),
  /** File size in bytes. */
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
  /** Machines this package is the target of. */
  machines: z.number().int(),
});
export type TFirmwarePackage = z.infer<typeof ZFirmwarePackage>;

/** Assign a package: to every machine of its controller and model in the branch, or to chosen ones. */
export const ZFirmwareAssignRequest = z
  .object({
    allOfModel: z.boolean().default(false),
    equipmentIds: z.array(ZId).max(1000).default([]),
  })
  .strict()
  .refine((value) => value.allOfModel || value.equipmentIds.length > 0, {
    message: 'required',
    path: ['equipmentIds'],
  });
export type TFirmwareAssignRequest = z.infer<typeof ZFirmwareAssignRequest>;

export const ZFirmwareAssignResult = z.object({ assigned: z.array(z.number().int()) });

/** A machine of the branch with its firmware: what it runs, its target and the update's status. */
export const ZFirmwareMachine = z.object({
  equipmentId: z.number().int(),
  name: z.string(),
  code: z.string(),
  controller: z.string().nullable(),
  model: z.string().nullable(),
  /** The version the machine last reported running. */
  currentVersion: z.string().nullable(),
  target: z.object({ packageId: z.number().int(), version: z.string() }).nullable(),
  status: ZFirmwareStatus.nullable(),
  /** The machine's note on a failure. */
  detail: z.string().nullable(),
  reportedAt: z.string().nullable(),
});
export type TFirmwareMachine = z.infer<typeof ZFirmwareMachine>;

export const ZFirmwarePackageParams = z.object({ id: ZIdText });

/** Machine API: the package assigned to the calling machine, or null. */
export const ZMachineFirmware = z.object({
  target: z
    .object({
      packageId: z.number().int(),
      controller: z.string(),
      model: z.string(),
      version: z.string(),
      releaseNotes: z.string(),
      size: z.number().int(),
      sha256: z.string(),
      /** Path of the file under the machine API, read with the same device token. */
      downloadPath: z.string(),
    })
    .nullable(),
  status: ZFirmwareStatus.nullable(),
  currentVersion: z.string().nullable(),
});
export type TMachineFirmware = z.infer<typeof ZMachineFirmware>;

/** Machine API: what the machine reports about the update of one package. */
export const ZFirmwareReport = z
  .object({
    packageId: ZId,
    status: ZFirmwareStatus,
    /** The version running now (after an install: the new one). */
    currentVersion: z.string().trim().min(1).max(40),
    detail: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((value) => value || null),
  })
  .strict();
export type TFirmwareReport = z.infer<typeof ZFirmwareReport>;
