import {
  ZEmployeeLanguage,
  ZEmployeeRole,
  ZEmployeeStatus,
  ZLicenceStatus,
  ZLicenceType,
  type TEmployeeRecord,
  type TLicenceRecord,
} from '@tramline/domain';
import type { TEmployeeRow, TLicenceRow } from './employees.repository';

export function presentLicence(row: TLicenceRow): TLicenceRecord {
  return {
    id: row.id,
    type: ZLicenceType.parse(row.type),
    number: row.number,
    effectiveDate: row.effectiveDate,
    expirationDate: row.expirationDate,
    status: ZLicenceStatus.parse(row.status),
    version: row.version,
  };
}

export function presentEmployee(row: TEmployeeRow, licences: TLicenceRow[]): TEmployeeRecord {
  return {
    id: row.id,
    code: row.code,
    credential: row.credential,
    name: row.name,
    cdUnidade: row.unitId,
    description: row.description,
    language: ZEmployeeLanguage.catch('en').parse(row.language),
    role: ZEmployeeRole.parse(row.role),
    status: ZEmployeeStatus.parse(row.status),
    licences: licences.filter((licence) => licence.employeeId === row.id).map(presentLicence),
    version: row.version,
  };
}
