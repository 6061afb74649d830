import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TFirmwareMachine, TFirmwarePackage, TMachineFirmware } from '@tramline/domain';
import { FIRMWARE_MAX_BYTES } from '@tramline/domain';
import { addBranchUser } from '../../test/branch-user';
import { createTestApp } from '../../test/test-app';

const testApp = await createTestApp({ secondOwner: true });
const { app, call, login } = testApp;
await addBranchUser(testApp, { login: 'ia-manager', unitId: testApp.demo.units.iowa, roles: ['MANAGER'] });
const admin = await login();
const manager = await login('ia-manager');
const dispatcher = await login('dispatcher');
const otherAdmin = await login('demo', { owner: 'other' });
const auth = (await app.services.auth.authenticate(admin))!;
const machines = await app.services.equipment.all(auth);
const idOf = (code: string) => machines.find((machine) => machine.equipmentId === code)!.cdEquipamento;
const [sprayer11, sprayer12] = [idOf('IA-SP-11'), idOf('IA-SP-12')];
const otherMachine = machines.find((machine) => machine.model !== 'R4045')!.cdEquipamento;
const CONTROLLER = 'John Deere Gen4 4640';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A multipart body of text fields and one `file` part. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----firmware-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  token: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
  locale = '3',
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/firmware/packages',
    headers: { 'x-auth-token': token, 'content-type': body.contentType, locale },
    payload: body.payload,
  });
}

const image = Buffer.from('firmware image 4.2.0 for the R4045');
const fieldsOf = (version: string, data = image) => ({
  controller: CONTROLLER,
  model: 'R4045',
  version,
  releaseNotes: 'Faster section control',
  sha256: sha256(data).toUpperCase(),
});

const created = await upload(admin, fieldsOf('4.2.0'), { name: 'r4045-4.2.0.bin', data: image });
const firmwarePackage = created.json<TFirmwarePackage>();

async function deviceTokenFor(equipmentId: number) {
  const voucher = (
    await call(admin, 'POST', '/api/vouchers', {
      username: 'applicator',
      employeeCode: 'IA-101',
      obcType: 'HARDWARE',
      permission: 'COCKPIT',
      expirationDate: '2099-06-30',
    })
  ).json<{ code: string }>();
  return (
    await call(null, 'POST', '/api/machine/v1/device-tokens', { voucherCode: voucher.code, equipmentId })
  ).json<{ token: string }>().token;
}
const device11 = await deviceTokenFor(sprayer11);

function machineCall(token: string, method: 'GET' | 'PUT', path: string, body?: object) {
  return app.inject({
    method,
    url: `/api/machine/v1${path}`,
    headers: { 'x-device-token': token },
    ...(body ? { payload: body } : {}),
  });
}

describe('firmware packages on /api/firmware/packages', () => {
  it('stores an upload whose SHA-256 matches the one typed, with its size and release notes', async () => {
    expect(created.statusCode).toBe(201);
    expect(firmwarePackage).toMatchObject({
      controller: CONTROLLER,
      model: 'R4045',
      version: '4.2.0',
      size: image.length,
      sha256: sha256(image),
      releaseNotes: 'Faster section control',
    });
    const listed = (await call(dispatcher, 'GET', '/api/firmware/packages')).json<TFirmwarePackage[]>();
    expect(listed.map((row) => row.id)).toContain(firmwarePackage.id);
  });

  it('refuses a file that does not match its checksum with 400, in the caller’s language', async () => {
    const response = await upload(
      admin,
      { ...fieldsOf('4.2.1'), sha256: sha256(Buffer.from('something else')) },
      { name: 'r4045.bin', data: image },
      '1',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'firmwareChecksumMismatch' });
    expect(response.json().message).toContain('checksum');
    expect(response.json().details[0]).toMatchObject({ path: 'sha256' });
  });

  it('refuses missing fields, a malformed checksum and a missing file with 400', async () => {
    const bad = await upload(
      admin,
      { controller: CONTROLLER, sha256: 'abc' },
      { name: 'x.bin', data: image },
    );
    expect(bad.statusCode).toBe(400);
    const paths = bad.json<{ details: { path: string }[] }>().details.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['model', 'version', 'sha256']));
    const noFile = await upload(admin, fieldsOf('4.2.2'));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().code).toBe('firmwareFileRequired');
    const notMultipart = await call(admin, 'POST', '/api/firmware/packages', fieldsOf('4.2.3'));
    expect(notMultipart.statusCode).toBe(400);
  });

  it('refuses a file over the size limit with 400', async () => {
    const big = Buffer.alloc(FIRMWARE_MAX_BYTES + 1, 1);
    const response = await upload(admin, fieldsOf('9.9.9', big), { name: 'big.bin', data: big });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('firmwareTooLarge');
  });

  it('refuses the same version for the controller and model with 409', async () => {
    const again = await upload(admin, fieldsOf('4.2.0'), { name: 'again.bin', data: image });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a dispatcher with 403 and answers 404 for another owner', async () => {
    const denied = await upload(dispatcher, fieldsOf('4.3.0'), { name: 'x.bin', data: image });
    expect(denied.statusCode).toBe(403);
    const url = `/api/firmware/packages/${firmwarePackage.id}/assignments`;
    expect((await call(dispatcher, 'POST', url, { equipmentIds: [sprayer11] })).statusCode).toBe(403);
    expect((await call(otherAdmin, 'POST', url, { equipmentIds: [sprayer11] })).statusCode).toBe(404);
    expect(
      (await call(otherAdmin, 'DELETE', `/api/firmware/packages/${firmwarePackage.id}`)).statusCode,
    ).toBe(404);
    const others = (await call(otherAdmin, 'GET', '/api/firmware/packages')).json<TFirmwarePackage[]>();
    expect(others).toEqual([]);
  });
});

describe('assigning a package and what the machines report', () => {
  const assignUrl = `/api/firmware/packages/${firmwarePackage.id}/assignments`;

  it('refuses a machine of another model with 400 and an empty choice with 400', async () => {
    const misfit = await call(manager, 'POST', assignUrl, { equipmentIds: [otherMachine] });
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json().details[0]).toMatchObject({ path: 'equipmentIds.0', code: 'firmwareModelMismatch' });
    expect((await call(manager, 'POST', assignUrl, {})).statusCode).toBe(400);
  });

  it('assigns to every machine of the model, or to one chosen machine', async () => {
    const all = await call(manager, 'POST', assignUrl, { allOfModel: true });
    expect(all.statusCode).toBe(200);
    expect(all.json().assigned).toEqual(expect.arrayContaining([sprayer11, sprayer12]));
    const one = await call(manager, 'POST', assignUrl, { equipmentIds: [sprayer11] });
    expect(one.json().assigned).toEqual([sprayer11]);
  });

  it('lets a machine read its target, download the file and report installed, which the screen shows', async () => {
    const target = await machineCall(device11, 'GET', `/machines/${sprayer11}/firmware`);
    expect(target.statusCode).toBe(200);
    const body = target.json<TMachineFirmware>();
    expect(body).toMatchObject({
      status: 'pending',
      target: { packageId: firmwarePackage.id, version: '4.2.0' },
    });
    const file = await machineCall(device11, 'GET', body.target!.downloadPath);
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-checksum-sha256']).toBe(sha256(image));
    expect(Buffer.from(file.rawPayload).equals(image)).toBe(true);
    const report = { packageId: firmwarePackage.id, status: 'installed', currentVersion: '4.2.0' };
    const reported = await machineCall(device11, 'PUT', `/machines/${sprayer11}/firmware/status`, report);
    expect(reported.statusCode).toBe(200);
    const again = await machineCall(device11, 'PUT', `/machines/${sprayer11}/firmware/status`, report);
    expect(again.statusCode).toBe(200);
    const screen = (await call(dispatcher, 'GET', '/api/firmware/machines')).json<TFirmwareMachine[]>();
    expect(screen.find((machine) => machine.equipmentId === sprayer11)).toMatchObject({
      currentVersion: '4.2.0',
      status: 'installed',
      target: { packageId: firmwarePackage.id, version: '4.2.0' },
    });
    expect(screen.find((machine) => machine.equipmentId === sprayer12)).toMatchObject({ status: 'pending' });
  });

  it('refuses a report about a package that is not the target with 409, and a bad status with 400', async () => {
    const url = `/machines/${sprayer11}/firmware/status`;
    const stale = await machineCall(device11, 'PUT', url, {
      packageId: firmwarePackage.id + 1000,
      status: 'failed',
      currentVersion: '4.1.0',
    });
    expect(stale.statusCode).toBe(409);
    const bad = await machineCall(device11, 'PUT', url, {
      packageId: firmwarePackage.id,
      status: 'exploded',
      currentVersion: '4.1.0',
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a device token for another machine's firmware with 403 (same branch) and 404 (unseen)", async () => {
    expect((await machineCall(device11, 'GET', `/machines/${sprayer12}/firmware`)).statusCode).toBe(403);
    expect((await machineCall(device11, 'GET', `/machines/${sprayer12}/firmware/file`)).statusCode).toBe(403);
    const report = { packageId: firmwarePackage.id, status: 'failed', currentVersion: '1.0.0' };
    const forOther = await machineCall(device11, 'PUT', `/machines/${sprayer12}/firmware/status`, report);
    expect(forOther.statusCode).toBe(403);
    const otherOwner = (await call(otherAdmin, 'GET', '/api/equipamentos?size=1')).json<{
      content: { cdEquipamento: number }[];
    }>().content[0]!.cdEquipamento;
    expect((await machineCall(device11, 'GET', `/machines/${otherOwner}/firmware`)).statusCode).toBe(404);
    expect((await machineCall('not-a-token', 'GET', `/machines/${sprayer11}/firmware`)).statusCode).toBe(401);
  });

  it('deletes a package, leaving its machines without a target', async () => {
    const extra = (
      await upload(admin, fieldsOf('4.4.0'), { name: 'x.bin', data: image })
    ).json<TFirmwarePackage>();
    await call(admin, 'POST', `/api/firmware/packages/${extra.id}/assignments`, {
      equipmentIds: [sprayer12],
    });
    expect((await call(dispatcher, 'DELETE', `/api/firmware/packages/${extra.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/firmware/packages/${extra.id}`)).statusCode).toBe(204);
    const screen = (await call(dispatcher, 'GET', '/api/firmware/machines')).json<TFirmwareMachine[]>();
    expect(screen.find((machine) => machine.equipmentId === sprayer12)).toMatchObject({
      target: null,
      status: null,
    });
  });
});
