import { ZObcType, ZVoucherPermission, ZVoucherStatus, type TVoucherRecord } from '@tramline/domain';
import type { TVoucherRow } from './vouchers.repository';

export function presentVoucher(row: TVoucherRow): TVoucherRecord {
  return {
    id: row.id,
    code: row.code,
    username: row.username,
    employeeCode: row.employeeCode,
    cdUnidade: row.unitId,
    obcType: ZObcType.parse(row.obcType),
    permission: ZVoucherPermission.parse(row.permission),
    expirationDate: row.expirationDate,
    status: ZVoucherStatus.parse(row.status),
    version: row.version,
  };
}
