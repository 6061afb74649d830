import { expect, now, test, type APIRequestContext } from '../support/test';
import { signIn, USERS, iowaAdminHeaders } from '../support/session';
import { capture } from '../support/capture';

/**
 * A robot worked an order of a robot group (its positions came in through the machine API); the
 * administrator links the order to that execution, signs as the robot manager under their licence,
 * and reads the execution's report with its map. What the journey created is removed afterwards.
 * With SHOTS_DIR set, /robot and the report are pictured in en-us.
 */

async function apiSession(request: APIRequestContext) {
  const headers = await iowaAdminHeaders(request);
  const check = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${await response.text()}`);
    return response.status() === 204 ? null : response.json();
  };
  return {
    get: async (url: string) => check(await request.get(`/api${url}`, { headers })),
    post: async (url: string, data?: unknown) =>
      check(await request.post(`/api${url}`, { headers, data: data ?? {} })),
    delete: async (url: string) => request.delete(`/api${url}`, { headers }),
  };
}

const created: { group?: number; order?: number; employee?: number; link?: number } = {};
let api: Awaited<ReturnType<typeof apiSession>>;
const ticket = `RB-${Date.now() % 100000}`;

let context: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  context = await playwright.request.newContext({ baseURL });
  const request = context;
  api = await apiSession(request);
  const machines = (await api.get('/equipamentos?size=200')) as {
    content: { cdEquipamento: number; type: string }[];
  };
  const robot = machines.content.find((machine) => machine.type === 'robot')!.cdEquipamento;
  const group = (await api.post('/config-proc-ordem-servico/manage/create', {
    name: `Robot crew ${ticket}`,
    mixtureType: 'LIQUID',
    robot: true,
    workingPeriods: [
      {
        dayOfWeek: 'MON',
        start: { hour: 6, minute: 0 },
        end: { hour: 18, minute: 0 },
        overtimeLimit: { hour: 1, minute: 0 },
      },
    ],
    equipments: [{ cdEquipamento: robot, operationSpeed: 5, travelSpeed: 6 }],
  })) as { id: number };
  created.group = group.id;
  const fields = (await api.get('/talhoes?size=5')) as {
    content: { id: number; farmId: number; growerId: number }[];
  };
  const field = fields.content[0]!;
  const products = (await api.get('/produtos?size=50')) as { content: { id: number; typeProduct: string }[] };
  const product = products.content.find((row) => row.typeProduct === 'LIQUID')!;
  const [order] = (await api.post('/ordemservicos', {
    description: 'Robot weed spot spray',
    vlOrdemServico: ticket,
    timing: 'POST',
    applicationType: 'MIX',
    growerId: field.growerId,
    farmId: field.farmId,
    fieldIds: [field.id],
    equipmentGroupId: group.id,
    products: [{ productId: product.id, rate: 1, rateUnit: 'l' }],
  })) as [{ cdOrdemServico: number }];
  created.order = order.cdOrdemServico;
  const employee = (await api.post('/funcionario', {
    code: ticket,
    credential: `BADGE-${ticket}`,
    name: 'Rhea Brandt',
    role: 'ROBOT_MANAGER',
    language: 'en',
    status: 'ACTIVE',
    licences: [
      {
        type: 'APPLICATOR',
        number: `IA-${ticket}`,
        effectiveDate: '2020-01-01',
        expirationDate: '2099-12-31',
      },
    ],
  })) as { id: number };
  created.employee = employee.id;
  const voucher = (await api.post('/vouchers', {
    username: 'applicator',
    employeeCode: 'IA-101',
    obcType: 'HARDWARE',
    permission: 'COCKPIT',
    expirationDate: '2099-06-30',
  })) as { code: string };
  const device = await request.post('/api/machine/v1/device-tokens', {
    data: { voucherCode: voucher.code, equipmentId: robot },
  });
  const { token } = (await device.json()) as { token: string };
  const start = now().getTime() - 20 * 60_000;
  const reported = await request.post(`/api/machine/v1/machines/${robot}/positions`, {
    headers: { 'x-device-token': token },
    data: {
      points: Array.from({ length: 30 }, (_, index) => ({
        time: new Date(start + index * 10_000).toISOString(),
        latitude: 41.6 + index * 0.00009,
        longitude: -93.6,
        speed: 3.6,
        heading: 0,
        boomOn: true,
        rate: 50,
        workOrderId: order.cdOrdemServico,
      })),
    },
  });
  expect(reported.ok()).toBe(true);
});

test.afterAll(async () => {
  if (created.link) await api.delete(`/robo/ordemservico/link/${created.link}`);
  if (created.order) await api.delete(`/ordemservicos/status-deleted/${created.order}?force=true`);
  if (created.employee) await api.delete(`/funcionario/${created.employee}`);
  if (created.group) await api.delete(`/config-proc-ordem-servico/${created.group}`);
  await context.dispose();
});

test('a robot order is linked to its execution, signed, and its report read', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.admin);
  await page.goto('/robot');
  const row = page.getByRole('row').filter({ hasText: `#${ticket}` });
  await expect(row).toContainText('Not linked');
  await capture(page, 'robot-en-us', 600);
  await page.getByTestId(`robot-link-${created.order}`).click();
  await page.getByTestId('robot-link-employee').click();
  await page.getByRole('option', { name: 'Rhea Brandt' }).click();
  await page.getByTestId('robot-link-licence').click();
  await page.getByRole('option', { name: new RegExp(`IA-${ticket}`) }).click();
  await page.getByTestId('robot-link-signature').fill('Rhea Brandt');
  await page.getByTestId('robot-link-sign').click();
  await expect(row).toContainText('Signed by Rhea Brandt');
  const link = (await api.get(`/robo/ordemservico?search=${ticket}`)) as {
    content: { link: { id: number } | null }[];
  };
  created.link = link.content[0]?.link?.id;

  await page.getByTestId('robot-tab-executions').click();
  await page
    .getByRole('row')
    .filter({ hasText: String(created.order) })
    .getByRole('button')
    .click();
  await expect(page.getByTestId('robot-execution-report')).toBeVisible();
  await expect(page.getByTestId('robot-execution-applied')).toContainText('ac');
  await capture(page, 'robot-report-en-us', 600);
});
