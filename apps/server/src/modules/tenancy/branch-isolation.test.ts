import { afterAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { attachLive } from '../../live/live';
import { PLANNING_BASE } from '../planning/planning.paths';
import { PROGRESS_EVENT } from '../planning/jobs/planning-jobs.service';
import { addBranchUser } from '../../test/branch-user';
import { createTestApp } from '../../test/test-app';

const testApp = await createTestApp();
const { app, call, login, demo } = testApp;
const matoGrossoUserId = await addBranchUser(testApp, {
  login: 'mt-dispatcher',
  unitId: demo.units.matoGrosso,
  roles: ['DISPATCHER'],
});
const admin = await login();
const iowaDispatcher = await login('dispatcher');
const matoGrosso = await login('mt-dispatcher');
const iowaAuth = (await app.services.auth.authenticate(iowaDispatcher))!;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('branch isolation', () => {
  it("answers 404 for another branch's optimisation status and cancel, 200 for a user of that branch", async () => {
    expect(iowaAuth.unitId).toBe(demo.units.iowa);
    const release = gate();
    const { processHash } = await app.services.planningJobs.start(iowaAuth, 'planning-new', {}, async () => {
      await release.opened;
      return { code: 900 };
    });
    const statusUrl = `/api${PLANNING_BASE}/status-otimizacao/${processHash}`;
    const cancelUrl = `/api${PLANNING_BASE}/status-otimizacao/cancela/`;
    expect((await call(matoGrosso, 'GET', statusUrl)).statusCode).toBe(404);
    expect((await call(matoGrosso, 'PUT', cancelUrl, { processHash })).statusCode).toBe(404);
    expect((await call(admin, 'GET', statusUrl)).json().status).toBe('pendente');
    release.open();
    await app.services.planningJobs.settle(processHash);
    expect((await call(iowaDispatcher, 'GET', statusUrl)).json().status).toBe('concluido');
  });

  it('answers 404 for the branches of a user sharing none of the caller’s branches', async () => {
    const iowaAdmin = await addBranchUser(testApp, {
      login: 'ia-manager',
      unitId: demo.units.iowa,
      roles: ['MANAGER'],
    });
    const url = (id: number) => `/api/unidades/unidadesComMedidasPorUsuario?cdUsuario=${id}`;
    const manager = await login('ia-manager');
    expect((await call(manager, 'GET', url(matoGrossoUserId))).statusCode).toBe(404);
    expect((await call(manager, 'GET', url(demo.userIds.dispatcher!))).statusCode).toBe(200);
    expect((await call(admin, 'GET', url(matoGrossoUserId))).json()).toEqual([
      expect.objectContaining({ descUnidade: 'Mato Grosso' }),
    ]);
    expect((await call(manager, 'GET', url(iowaAdmin))).statusCode).toBe(200);
  });

  describe('live updates', () => {
    const live = attachLive(app);
    const sockets: Socket[] = [];
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await live.close();
    });

    async function listenAs(token: string) {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const socket = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'] });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const received: string[] = [];
      socket.on(PROGRESS_EVENT, (payload: { processHash: string }) => received.push(payload.processHash));
      return received;
    }

    it('reach only the users permitted in the branch they are about', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const everyBranch = await listenAs(admin);
      const matoGrossoOnly = await listenAs(matoGrosso);
      const iowaOnly = await listenAs(await login('ia-manager'));
      const publish = (unitId: number, processHash: string) =>
        app.services.live.publish({ ownerCode: 'demo', unitId }, PROGRESS_EVENT, { processHash });
      publish(demo.units.iowa, 'iowa-job');
      publish(demo.units.matoGrosso, 'mato-grosso-job');
      await expect.poll(() => everyBranch.length).toBe(2);
      await expect.poll(() => matoGrossoOnly.length + iowaOnly.length).toBe(2);
      expect(everyBranch).toEqual(['iowa-job', 'mato-grosso-job']);
      expect(matoGrossoOnly).toEqual(['mato-grosso-job']);
      expect(iowaOnly).toEqual(['iowa-job']);
    });

    it('close on shutdown: disconnects the browsers and leaves the HTTP server to finish its requests', async () => {
      const disconnected = sockets.map(
        (socket) => new Promise<void>((resolve) => socket.once('disconnect', () => resolve())),
      );
      await live.close();
      await Promise.all(disconnected);
      // The app closes its HTTP server itself once its requests in flight have answered.
      expect(app.server.listening).toBe(true);
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    });
  });
});
