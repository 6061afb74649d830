import { localDateOf } from '../calendar/calendar';
import type { TServiceOptions } from '../services';
import { addBranchUser } from './branch-user';
import { createTestApp } from './test-app';
import { liquidGroupOf } from './liquid-group';
import { readyOrdersOf } from './ready-orders';

/**
 * A test app set up for a branch's day of one spray group, as the dashboard and road-route tests
 * read it: the demo tenant and another; the demo administrator (`admin`, `auth`), the other
 * tenant's (`otherAdmin`) and an applicator permitted in the Mato Grosso branch only
 * (`matoGrosso`); the branch's first liquid group (`spray`), its ready orders (`ready`) and the
 * group's local `today`.
 */
export async function createSprayGroupApp(services: TServiceOptions = {}) {
  const testApp = await createTestApp({ secondOwner: true, services });
  const { app, login, demo } = testApp;
  await addBranchUser(testApp, { login: 'mt-viewer', unitId: demo.units.matoGrosso, roles: ['APPLICATOR'] });
  const admin = await login();
  const auth = (await app.services.auth.authenticate(admin))!;
  const otherAdmin = await login('demo', { owner: 'other' });
  const matoGrosso = await login('mt-viewer');
  const spray = await liquidGroupOf(app.services, auth);
  const ready = (await readyOrdersOf(app.services, auth)).filter(
    (order) => order.equipmentGroupId === spray.id,
  );
  const today = localDateOf(new Date(), spray.timeZone);
  return { ...testApp, services: app.services, admin, auth, otherAdmin, matoGrosso, spray, ready, today };
}
