import os from 'node:os';
import type { TPlan, TReplanDifference } from '@tramline/domain';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/demo/demo-context';
import { seedDemo } from '../src/demo/seed';
import { localDateOf, localMidnight } from '../src/calendar/calendar';
import { checkPlanFeasibility } from '../src/modules/planning/testing/feasibility';
import { seedBenchDay } from './planning-day.bench';

const API = '/api/planejamento-ordem-servico/v2';
const ZONE = 'America/Chicago';

/**
 * Re-planning the 300-order bench day from now: tomorrow is optimised (30 s), then re-planned at
 * 10:00 in the branch's zone with one sprayer down and the default 5 s budget. Prints how long the
 * re-plan took, its iterations, the difference and the checker's verdict on the accepted days.
 */
export async function benchReplanDay() {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  const demo = await seedDemo(handle.db);
  const { groupId, machineIds, orderIds } = await seedBenchDay(handle.db, demo);
  const date = localDateOf(new Date(Date.now() + 86_400_000), ZONE);
  const now = new Date(localMidnight(date, ZONE).getTime() + 10 * 3_600_000);
  const app = await buildApp({ db: handle.db, services: { replan: { now: () => now } } });
  await app.ready();
  const token = (
    await app.inject({
      method: 'POST',
      url: '/api/v2/auth-sgpa/create',
      payload: { login: 'demo', password: DEMO_PASSWORD, owner: 'demo' },
    })
  ).json<{ token: string }>().token;
  const auth = (await app.services.auth.authenticate(token))!;
  const call = async (url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url, headers: { 'x-auth-token': token }, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ processHash: string }>().processHash;
  };
  const job = async (processHash: string) => {
    await app.services.planningJobs.settle(processHash);
    return (
      await app.inject({
        method: 'GET',
        url: `${API}/status-otimizacao/${processHash}`,
        headers: { 'x-auth-token': token },
      })
    ).json();
  };
  await job(
    await call(`${API}/add-ordens-otimizando-equipamentos`, {
      data: date,
      configuracaoId: groupId,
      equipamentosId: machineIds,
      ordensId: orderIds,
      timeBudgetSeconds: 30,
    }),
  );
  const started = performance.now();
  const replanned = await job(
    await call(`${API}/re-otimizar-a-partir-de-agora`, {
      data: date,
      configuracaoId: groupId,
      equipamentosParados: [machineIds[0]],
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (replanned.status !== 'concluido') throw new Error(`re-plan ${replanned.status}: ${replanned.message}`);
  const difference = replanned.result.difference as TReplanDifference;
  await call(`${API}/re-otimizar-a-partir-de-agora/aceitar`, { processHash: replanned.processHash });
  const plans = (
    await app.inject({
      method: 'GET',
      url: `${API}/_search?data=${date}&configuracaoId=${groupId}`,
      headers: { 'x-auth-token': token },
    })
  ).json<TPlan[]>();
  const problems = await checkPlanFeasibility(app.services, auth, {
    date,
    groupId,
    plans: plans.filter((plan) => plan.active),
  });
  console.log(
    `Re-plan of ${date} at 10:00 ${ZONE}, one of ${machineIds.length} sprayers down, 5 s budget: ` +
      `job finished in ${seconds.toFixed(1)} s (${replanned.result.iterations} iterations; load average ` +
      `${os.loadavg()[0]!.toFixed(1)}); moved ${difference.moved.length}, dropped ${difference.dropped.length}, ` +
      `added ${difference.added.length}, shifted ${difference.shifted.length}, overtime changed on ` +
      `${difference.overtime.length} machines; checker on the accepted days: ` +
      `${problems.length === 0 ? 'no problem found' : `${problems.length} problems, first: ${problems[0]}`}.`,
  );
  await app.close();
  await handle.close();
}
