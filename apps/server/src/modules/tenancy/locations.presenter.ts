import type { TLocationRecord } from '@tramline/domain';
import type { TLocationRow } from './locations.repository';

export function presentLocationRecord(row: TLocationRow): TLocationRecord {
  return {
    cdLocalizacaoId: row.id,
    dsLocalizacaoEscritorio: row.name,
    cdUnidade: row.unitId,
    address: row.address,
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    email: row.email,
    phone: row.phone,
    erpCode: row.erpCode,
    active: row.active,
    version: row.version,
  };
}
