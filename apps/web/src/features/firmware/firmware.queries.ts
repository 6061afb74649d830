import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZFirmwareAssignResult,
  ZFirmwareMachine,
  ZFirmwarePackage,
  type TFirmwareAssignRequest,
} from '@tramline/domain';
import { api } from '../../api';

export const firmwareKeys = {
  all: ['firmware'] as const,
  packages: ['firmware', 'packages'] as const,
  machines: ['firmware', 'machines'] as const,
};

export const firmwarePackagesQuery = () =>
  queryOptions({
    queryKey: firmwareKeys.packages,
    queryFn: () => api.get('/firmware/packages', { schema: z.array(ZFirmwarePackage) }),
  });

export const firmwareMachinesQuery = () =>
  queryOptions({
    queryKey: firmwareKeys.machines,
    queryFn: () => api.get('/firmware/machines', { schema: z.array(ZFirmwareMachine) }),
  });

export function uploadFirmware(form: FormData) {
  return api.upload('/firmware/packages', form, { schema: ZFirmwarePackage });
}

export function assignFirmware(packageId: number, request: TFirmwareAssignRequest) {
  return api.post(`/firmware/packages/${packageId}/assignments`, request, { schema: ZFirmwareAssignResult });
}

export function deleteFirmware(packageId: number) {
  return api.delete(`/firmware/packages/${packageId}`);
}
