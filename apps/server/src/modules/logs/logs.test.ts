import { describe, expect, it } from 'vitest';
import type { TLogEntry, TOrderPlanningLogLine, TPage } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { sendTestDay } from '../../test/sent-day';
import { localDateOf } from '../../calendar/calendar';
import { readyOrdersOf } from '../../test/ready-orders';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const admin = await login();
const auth = (await services.auth.authenticate(admin))!;
const otherAdmin = await login('demo', { owner: 'other' });

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID')!.id,
);
const machineId = spray.equipments[0]!.cdEquipamento;
const orders = (await readyOrdersOf(services, auth))
  .filter((order) => order.equipmentGroupId === spray.id)
  .map((order) => order.cdOrdemServico);
const today = localDateOf(new Date(), spray.timeZone);

// Three optimisation runs (the last one leaves an order out) and one day sent.
for (let run = 0; run < 3; run += 1) {
  const now = new Date(Date.now() - (3 - run) * 60_000);
  await services.planningLogs.record(auth, {
    equipmentGroupId: spray.id,
    localDate: run === 0 ? '2026-01-05' : today,
    processHash: String(run).repeat(32),
    kind: 'optimise',
    workOrderIds: orders.slice(0, 2),
    equipmentIds: [machineId],
    input: {
      weighting: 'BALANCED',
      timeBudgetSeconds: 5,
      orderCount: 2,
      fieldCount: 2,
      machineCount: 1,
      selectedArea: 20,
    },
    result: null,
    orders: [
      { workOrderId: orders[0]!, fieldId: 1, equipmentId: machineId, cause: null, code: null },
      {
        workOrderId: orders[1]!,
        fieldId: 2,
        equipmentId: run === 2 ? null : machineId,
        cause: run === 2 ? 'NO_CAPACITY' : null,
        code: run === 2 ? 706 : null,
      },
    ],
    code: 200,
    message: `run ${run}`,
    startedAt: now,
    finishedAt: now,
    durationSeconds: 1,
  });
}
await sendTestDay(
  { services, db: database.db, auth },
  { groupId: spray.id, localDate: today, equipmentId: machineId, orderIds: orders.slice(0, 2) },
);

const page = async <T>(token: string, url: string) => {
  const response = await call(token, 'GET', url);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<TPage<T>>();
};

describe('log calls under /api/log', () => {
  it('pages the algorithm log newest first with its total', async () => {
    const first = await page<TLogEntry>(admin, '/api/log/log-algorithm?page=0&size=2');
    expect(first.totalElements).toBe(3);
    expect(first.content.map((entry) => entry.detail)).toEqual(['run 2', 'run 1']);
    const second = await page<TLogEntry>(admin, '/api/log/log-algorithm?page=1&size=2');
    expect(second.content.map((entry) => entry.detail)).toEqual(['run 0']);
  });

  it('narrows by date range and search, and sorts by a named column', async () => {
    const day = await page<TLogEntry>(admin, `/api/log/log-algorithm?dateInit=${today}&dateEnd=${today}`);
    expect(day.totalElements).toBe(2);
    const searched = await page<TLogEntry>(admin, '/api/log/log-algorithm?search=run 0');
    expect(searched.content.map((entry) => entry.detail)).toEqual(['run 0']);
    const oldest = await page<TLogEntry>(admin, '/api/log/log-algorithm?sort=localDate,asc');
    expect(oldest.content[0]!.localDate).toBe('2026-01-05');
  });

  it('shows the day sent in the auto-send log and everything in the generic log', async () => {
    const sends = await page<TLogEntry>(admin, `/api/log/log-auto-send?dateInit=${today}&dateEnd=${today}`);
    expect(sends.content).toEqual([
      expect.objectContaining({ kind: 'send', equipmentId: machineId, workOrderCount: 2, userLogin: 'demo' }),
    ]);
    const all = await page<TLogEntry>(admin, `/api/log?dateInit=${today}&dateEnd=${today}`);
    expect(all.totalElements).toBe(3);
    expect(new Set(all.content.map((entry) => entry.kind))).toEqual(new Set(['optimisation', 'send']));
  });

  it("lists each order's outcome with its cause", async () => {
    const outcomes = await page<TOrderPlanningLogLine>(
      admin,
      '/api/log/log-order-planning?search=NO_CAPACITY',
    );
    expect(outcomes.content).toEqual([
      expect.objectContaining({
        cdOrdemServico: orders[1],
        equipmentId: null,
        cause: 'NO_CAPACITY',
        code: 706,
      }),
    ]);
    expect((await page(admin, '/api/log/log-order-planning')).totalElements).toBe(6);
  });

  it('keeps the planning base log calls working', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/planejamento-ordem-servico/v2/log/log-algorithm?processHash=${'2'.repeat(32)}`,
    );
    expect(response.statusCode).toBe(200);
  });

  it("shows another owner none of this branch's lines", async () => {
    expect(
      (await page(otherAdmin, '/api/log')).content.some(
        (entry) => (entry as TLogEntry).equipmentId === machineId,
      ),
    ).toBe(false);
    expect((await page(otherAdmin, '/api/log/log-algorithm')).totalElements).toBe(0);
  });

  it('refuses an unknown sort, a short search or a backwards range with 400', async () => {
    expect((await call(admin, 'GET', '/api/log?sort=password,asc')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/log?search=a')).statusCode).toBe(400);
    expect((await call(admin, 'GET', `/api/log?dateInit=${today}&dateEnd=2000-01-01`)).statusCode).toBe(400);
  });
});

describe('log download on GET /api/log/download-log', () => {
  it('writes the range as CSV, a header and one line per entry', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/log/download-log?tipo=algorithm&dateInit=2026-01-01&dateEnd=${today}&fileName=runs`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="runs.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'at,localDate,kind,equipmentGroupName,equipmentName,workOrderCount,processHash,code,detail,userLogin',
    );
    expect(lines).toHaveLength(4);
    const outcomes = await call(
      admin,
      'GET',
      `/api/log/download-log?tipo=order-planning&dateInit=${today}&dateEnd=${today}`,
    );
    expect(outcomes.body.trim().split('\r\n')).toHaveLength(5);
  });

  it('refuses an unknown log, a file name with a path or no range with 400', async () => {
    expect(
      (await call(admin, 'GET', `/api/log/download-log?tipo=secrets&dateInit=${today}&dateEnd=${today}`))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          admin,
          'GET',
          `/api/log/download-log?tipo=generic&fileName=../x&dateInit=${today}&dateEnd=${today}`,
        )
      ).statusCode,
    ).toBe(400);
    expect((await call(admin, 'GET', '/api/log/download-log?tipo=generic')).statusCode).toBe(400);
  });
});
