import { queryOptions } from '@tanstack/react-query';
import {
  ZEmployeeRecord,
  ZLicenceRecord,
  ZPage,
  type TEmployeeInput,
  type TEmployeeRecord,
  type TEmployeeRole,
  type TEmployeeStatus,
  type TLicenceInput,
  type TLicenceStatus,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export type TEmployeeListRequest = TPageRequest & { role?: TEmployeeRole; status?: TEmployeeStatus };

export const employeeKeys = {
  all: ['employees'] as const,
  list: (request: TEmployeeListRequest) => ['employees', 'list', request] as const,
  detail: (id: number) => ['employees', 'detail', id] as const,
};

/** A page of the branch's employees with their licences. */
export const employeesListQuery = (request: TEmployeeListRequest) =>
  queryOptions({
    queryKey: employeeKeys.list(request),
    queryFn: () => api.get('/funcionario', { query: { ...request }, schema: ZPage(ZEmployeeRecord) }),
  });

export const employeeQuery = (id: number) =>
  queryOptions({
    queryKey: employeeKeys.detail(id),
    queryFn: () => api.get(`/funcionario/${id}`, { schema: ZEmployeeRecord }),
  });

export function saveEmployee(input: TEmployeeInput & { id?: number }): Promise<TEmployeeRecord> {
  return input.id === undefined
    ? api.post('/funcionario', input, { schema: ZEmployeeRecord })
    : api.put(`/funcionario/${input.id}`, input, { schema: ZEmployeeRecord });
}

export function deleteEmployee(id: number) {
  return api.delete(`/funcionario/${id}`);
}

export function saveLicence(employeeId: number, input: TLicenceInput) {
  return input.id === undefined
    ? api.post(`/funcionario/${employeeId}/licencas`, input, { schema: ZLicenceRecord })
    : api.put(`/funcionario/${employeeId}/licencas/${input.id}`, input, { schema: ZLicenceRecord });
}

/** Deactivates, reactivates or deletes a licence. */
export function setLicenceStatus(employeeId: number, licenceId: number, status: TLicenceStatus) {
  return api.put(
    `/funcionario/${employeeId}/licencas/${licenceId}/status`,
    { status },
    { schema: ZLicenceRecord },
  );
}
