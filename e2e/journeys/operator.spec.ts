import { expect, now, test, type APIRequestContext } from '../support/test';
import { DEMO_PASSWORD, USERS } from '../support/session';

type TGroup = {
  configuracaoId: number;
  equipments: { equipamentoId: number; name: string; hasPlan: boolean }[];
};
type TStop = { order: { cdOrdemServico: number; status: number } | null };

/** The administrator's session in the Mato Grosso branch, where the demo plans today's days. */
async function adminInMatoGrosso(request: APIRequestContext) {
  const login = await request.post('/api/v2/auth-sgpa/create', {
    data: { login: USERS.admin, password: DEMO_PASSWORD, owner: 'demo' },
  });
  let session = (await login.json()) as { token: string; user: { unit: number } };
  const units = (await (
    await request.get('/api/usuario/unidades', { headers: { 'x-auth-token': session.token } })
  ).json()) as { id: number; descUnidade: string }[];
  const unit = units.find((candidate) => candidate.descUnidade === 'Mato Grosso')!;
  if (session.user.unit !== unit.id)
    session = await (
      await request.put('/api/auth-sgpa/update', {
        headers: { 'x-auth-token': session.token },
        data: { unit: unit.id },
      })
    ).json();
  return { 'x-auth-token': session.token };
}

/** Today in the Mato Grosso branch. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cuiaba' }).format(now());

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

/**
 * An applicator in the cab signs the phone in with a voucher, loses the connection, starts and
 * completes the first order; the two events wait on the phone and go out once when the
 * connection returns, and the order is completed with the applied amounts.
 */
test('the operator app keeps events made offline and sends them once when back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await adminInMatoGrosso(request);
  const date = today();
  const groups = (await (
    await request.get(`/api/planejamento-ordem-servico/v2/configuracoes-com-info-equipamento?data=${date}`, {
      headers: headers,
    })
  ).json()) as TGroup[];
  const group = groups.find((candidate) => candidate.equipments.some((machine) => machine.hasPlan));
  // The demo plans the branch's today when the server seeds it, unless rain or wind close every
  // window (it plans the next sprayable day then): on such a day, or when the run crossed the
  // branch's midnight after the seed, no machine has a plan on today.
  test.skip(!group, "No machine of the branch has a plan on its today (the demo's forecast or midnight)");
  const machine = group!.equipments.find((candidate) => candidate.hasPlan)!;
  const sent = await request.post('/api/planejamento-ordem-servico/v2/enviar', {
    headers: headers,
    data: {
      configuracaoId: group!.configuracaoId,
      referencia: date,
      equipamentoId: machine.equipamentoId,
      overrideReason: 'Checked on site',
    },
  });
  expect(sent.status()).toBe(201);
  const voucher = await (
    await request.post('/api/vouchers', {
      headers,
      data: {
        username: 'applicator',
        employeeCode: 'MT-201',
        obcType: 'HARDWARE',
        permission: 'COCKPIT',
        expirationDate: '2099-06-30',
      },
    })
  ).json();

  // The applicator signs the phone in once.
  await page.goto('/operator');
  await page.getByLabel('Voucher code').fill(voucher.code as string);
  await page.getByRole('button', { name: 'Find my machines' }).click();
  await page.getByRole('combobox', { name: 'Machine' }).click();
  await page.getByRole('option', { name: machine.name }).first().click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Machine: ${machine.name}`)).toBeVisible();

  const device = await page.evaluate(() => JSON.parse(localStorage.getItem('tramline.operator.device')!));
  const day = await (
    await request.get(`/api/machine/v1/machines/${machine.equipamentoId}/schedule`, {
      headers: { 'x-device-token': device.token as string },
    })
  ).json();
  const orderId = (day.stops as TStop[]).find((stop) => stop.order?.status === 1)!.order!.cdOrdemServico;
  const card = page.getByTestId(`operator-order-${orderId}`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('operator-waiting')).toHaveText('All sent');
  // The service worker installs (precaching the app shell) while there is still a connection: a
  // cab loses signal only after its first visit.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // No signal: start and complete the order.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('operator-waiting')).toHaveText('1 waiting');
  await card.getByRole('button', { name: 'Complete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Area applied/).fill('12.5');
  await dialog.getByLabel(/Amount applied/).fill('300');
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('operator-waiting')).toHaveText('2 waiting');
  await expect(card).toContainText('Completed');

  // The connection returns: both go out, once.
  await context.setOffline(false);
  await expect(page.getByTestId('operator-waiting')).toHaveText('All sent', { timeout: 20_000 });
  const order = await (await request.get(`/api/ordemservicos/${orderId}`, { headers: headers })).json();
  expect(order.status).toBe(4);
  // 12.5 ac and 300 gal in the cab's units, stored in hectares and litres.
  expect(order.appliedArea).toBeCloseTo(12.5 * 0.40468564224, 3);
  expect(order.appliedVolume).toBeCloseTo(300 * 3.785411784, 1);
  // After one visit the page opens without a connection: the app shell from the service
  // worker, the day as last read.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(`Machine: ${machine.name}`)).toBeVisible();
  await expect(page.getByTestId(`operator-order-${orderId}`)).toBeVisible();
  await context.setOffline(false);

  const history = (await (
    await request.get(`/api/ordemservicos/${orderId}/history`, { headers: headers })
  ).json()) as unknown[];
  const completions = history.filter((entry) => /machineEvent.*"complete"/.test(JSON.stringify(entry)));
  expect(completions).toHaveLength(1);
});
