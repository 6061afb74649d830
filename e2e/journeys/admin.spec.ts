import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_PASSWORD, signIn, USERS } from '../support/session';

type TBranch = { id: number; code: string | null; version: number; descUnidade: string };
type TMachine = {
  cdEquipamento: number;
  equipmentId: string;
  model: string | null;
  controller: string | null;
};

const stamp = Date.now().toString(36);
const firmwareVersion = `9.${stamp}`;
const image = Buffer.from(`firmware image ${firmwareVersion}`);
const checksum = createHash('sha256').update(image).digest('hex');
const created: { packageIds: number[]; branch?: { id: number; code: string | null } } = { packageIds: [] };

async function sessionOf(request: APIRequestContext, login: string) {
  const response = await request.post('/api/v2/auth-sgpa/create', {
    data: { login, password: DEMO_PASSWORD, owner: 'demo' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { token: string; user: { unit: number } };
}

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const session = await sessionOf(request, USERS.topManager);
  const headers = { 'x-auth-token': session.token };
  for (const id of created.packageIds) await request.delete(`/api/firmware/packages/${id}`, { headers });
  if (created.branch) {
    // Put the code back if the journey stopped before restoring it.
    const current = (await (
      await request.get(`/api/admin/unidades/${created.branch.id}`, { headers })
    ).json()) as TBranch & Record<string, unknown>;
    if (current.code !== created.branch.code) {
      const { id: _id, ...body } = current;
      await request.put(`/api/admin/unidades/${created.branch.id}`, {
        headers,
        data: { ...body, code: created.branch.code, country: body.country ?? 'US' },
      });
    }
  }
  await request.dispose();
});

test('a top manager edits a branch record and restores it', async ({ page, request }) => {
  const session = await sessionOf(request, USERS.topManager);
  const branch = (await (
    await request.get(`/api/admin/unidades/${session.user.unit}`, {
      headers: { 'x-auth-token': session.token },
    })
  ).json()) as TBranch;
  created.branch = { id: branch.id, code: branch.code };
  const originalCode = branch.code ?? '';

  await signIn(page, USERS.topManager);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Branches' })).toBeVisible();
  const branchForm = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: /^Edit branch/ }) });
  await page.getByRole('button', { name: `Edit ${branch.descUnidade}` }).click();
  await branchForm.getByLabel(/^Code/).fill(`E2E-${stamp}`);
  await branchForm.getByLabel(/^Time zone/).fill('Mars/Olympus');
  // The demo's branches have no country yet; the form asks for one.
  if (!(await branchForm.getByLabel(/^Country/).inputValue()))
    await branchForm.getByLabel(/^Country/).fill('US');
  await branchForm.getByRole('button', { name: 'Save' }).click();
  await expect(branchForm.getByText('Use a time zone name such as America/Chicago')).toBeVisible();
  await branchForm.getByLabel(/^Time zone/).fill('America/Chicago');
  await branchForm.getByRole('button', { name: 'Save' }).click();
  const table = page.getByTestId('branches-table');
  await expect(table.getByText(`E2E-${stamp}`)).toBeVisible();

  // Restore.
  await page.getByRole('button', { name: `Edit ${branch.descUnidade}` }).click();
  await branchForm.getByLabel(/^Code/).fill(originalCode || 'IA');
  await branchForm.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByText(`E2E-${stamp}`)).toHaveCount(0);
  if (!originalCode) created.branch.code = 'IA';
});

test('firmware uploaded and assigned on the screen is reported installed by the machine', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const session = await sessionOf(request, USERS.topManager);
  const headers = { 'x-auth-token': session.token };
  const machines = (await (await request.get('/api/equipamentos?size=200', { headers })).json())
    .content as TMachine[];
  const machine = machines.find((candidate) => candidate.controller && candidate.model)!;

  await signIn(page, USERS.topManager);
  await page.goto('/settings/firmware-update');
  await page.locator('input[type=file]').setInputFiles({
    name: 'firmware.bin',
    mimeType: 'application/octet-stream',
    buffer: image,
  });
  await page.getByLabel(/^Controller/).fill(machine.controller!);
  await page.getByLabel(/^Model/).fill(machine.model!);
  await page.getByLabel(/^Version/).fill(firmwareVersion);
  await page.getByLabel(/^SHA-256 checksum/).fill(checksum);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const packages = page.getByTestId('firmware-packages');
  const row = packages.getByRole('row').filter({ hasText: firmwareVersion });
  await expect(row).toBeVisible();
  const listed = (await (await request.get('/api/firmware/packages', { headers })).json()) as {
    id: number;
    version: string;
  }[];
  const firmwarePackage = listed.find((candidate) => candidate.version === firmwareVersion)!;
  created.packageIds.push(firmwarePackage.id);

  await row.getByRole('button', { name: 'Assign' }).click();
  await page.getByTestId('firmware-assign-machines').click();
  await page.getByRole('option', { name: new RegExp(machine.equipmentId) }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
  const machineRow = page.getByTestId(`firmware-machine-${machine.cdEquipamento}`);
  await expect(machineRow).toContainText(firmwareVersion);
  await expect(machineRow).toContainText('Pending');

  // The machine reads its target and reports it installed with a device token from a voucher.
  const voucher = await (
    await request.post('/api/vouchers', {
      headers,
      data: {
        username: 'applicator',
        employeeCode: 'IA-101',
        obcType: 'HARDWARE',
        permission: 'COCKPIT',
        expirationDate: '2099-06-30',
      },
    })
  ).json();
  const device = await request.post('/api/machine/v1/device-tokens', {
    data: { voucherCode: voucher.code, equipmentId: machine.cdEquipamento },
  });
  expect(device.status()).toBe(201);
  const deviceHeaders = { 'x-device-token': (await device.json()).token as string };
  const base = `/api/machine/v1/machines/${machine.cdEquipamento}/firmware`;
  const target = await (await request.get(base, { headers: deviceHeaders })).json();
  expect(target.target.sha256).toBe(checksum);
  const file = await request.get(`/api/machine/v1${target.target.downloadPath}`, { headers: deviceHeaders });
  expect(Buffer.from(await file.body()).equals(image)).toBe(true);
  const report = await request.put(`${base}/status`, {
    headers: deviceHeaders,
    data: { packageId: firmwarePackage.id, status: 'installed', currentVersion: firmwareVersion },
  });
  expect(report.status()).toBe(200);

  await expect(machineRow).toContainText('Installed', { timeout: 15_000 });
});
