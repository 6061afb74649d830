import type { TTestApp } from './test-app';

/**
 * A machine's device token, as a terminal gets one: an administrator issues a voucher for the
 * Iowa applicator and the machine redeems it through the machine API.
 */
export async function deviceTokenFor(
  call: TTestApp['call'],
  adminToken: string,
  equipmentId: number,
  employeeCode = 'IA-101',
): Promise<string> {
  const voucher = await call(adminToken, 'POST', '/api/vouchers', {
    username: 'applicator',
    employeeCode,
    obcType: 'HARDWARE',
    permission: 'COCKPIT',
    expirationDate: '2099-06-30',
  });
  if (voucher.statusCode !== 201) throw new Error(`voucher: ${voucher.body}`);
  const redeemed = await call(null, 'POST', '/api/machine/v1/device-tokens', {
    voucherCode: voucher.json<{ code: string }>().code,
    equipmentId,
  });
  if (redeemed.statusCode !== 201) throw new Error(`device token: ${redeemed.body}`);
  return redeemed.json<{ token: string }>().token;
}
