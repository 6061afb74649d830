import { describe, expect, it } from 'vitest';
import { runGuards, type TGuardContext } from './guards';
import { ROUTES } from './routes';

/** Every route of both spec route tables (part 1 §2, part 2 §2). */
const SPEC_ROUTES = [
  '/',
  '/login',
  '/invite',
  '/invite-error',
  '/onboarding',
  '/monitoring',
  '/orders',
  '/mix-operator',
  '/mix',
  '/dashboard',
  '/map-editor',
  '/telemetry',
  '/routes',
  '/season-planning',
  '/notifications',
  '/alerts',
  '/admin',
  '/admin/voucher',
  '/records/orders',
  '/records/orders/:id/edit',
  '/records/orders/new',
  '/records/orders/:id/report',
  '/records/orders/:id/history',
  '/settings/order-configurations',
  '/settings/order-configurations/:id/edit',
  '/settings/order-configurations/new',
  '/settings/integration',
  '/settings/firmware-update',
  '/integration',
  '/integrationv2',
  '/records',
  '/records/products',
  '/records/products/:id/edit',
  '/records/products/new',
  '/records/places',
  '/records/places/:id/edit',
  '/records/places/new',
  '/records/implements',
  '/records/employees',
  '/records/locations',
  '/records/growers',
  '/robot',
  '/reports',
  '/solinftec',
  '/solinftec/log',
  '/solinftec/simulator',
  '/invite-top-manager',
];

/** Routes the spec implies without naming them: children of record screens and records screens of the hub. */
const CHOSEN_ROUTES = [
  '/records/implements/new',
  '/records/implements/:id/edit',
  '/records/equipment',
  '/records/equipment/new',
  '/records/equipment/:id/edit',
  '/records/trailers',
  '/records/trailers/new',
  '/records/trailers/:id/edit',
  '/records/users',
  '/records/stop-operations',
  '/records/territories',
  '/records/growers/new',
  '/records/growers/:id/edit',
  '/records/fields',
  '/records/orders/:id/print',
  '/records/orders/:id',
  '/records/orders/print',
  '/operator',
];

describe('route table', () => {
  it('has every route of the spec, once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...CHOSEN_ROUTES].sort());
  });

  it('needs login everywhere except the login, invite and operator pages', () => {
    const open = ROUTES.filter((route) => route.access !== 'login').map((route) => route.path);
    expect(open.sort()).toEqual(['/invite', '/invite-error', '/login', '/onboarding', '/operator']);
  });

  it('shows a built screen on every route: none is left to come', () => {
    const notBuilt = ROUTES.filter((route) => !route.page && !route.redirect).map((route) => route.path);
    expect(notBuilt).toEqual([]);
  });

  it('names the screen of every route that is not built yet', () => {
    for (const route of ROUTES)
      if (!route.page && !route.redirect) expect(route.screen, route.path).toBeDefined();
  });

  it('sends the root to monitoring, /mix to the loads screen, /solinftec to its log and /integration to V2', () => {
    const redirects = Object.fromEntries(
      ROUTES.filter((route) => route.redirect).map((route) => [route.path, route.redirect]),
    );
    expect(redirects).toEqual({
      '/': '/monitoring',
      '/integration': '/integrationv2',
      '/mix': '/mix-operator',
      '/solinftec': '/solinftec/log',
    });
  });

  it('opens season planning only in en-ca and when the owner feature check passes', () => {
    const route = ROUTES.find((entry) => entry.path === '/season-planning')!;
    const open = (overrides: Partial<TGuardContext>): string | null =>
      runGuards(
        {
          pathname: route.path,
          search: '',
          hash: '',
          access: route.access,
          token: 't',
          invite: null,
          userLocale: 'en-ca',
          preferredLocale: 'en-us',
          ownerSettings: { seasonPlanning: true },
          ...overrides,
        },
        route.guards,
      ).redirectTo;
    expect(open({})).toBeNull();
    expect(open({ userLocale: 'en-us' })).toBe('/monitoring');
    expect(open({ userLocale: 'pt-br' })).toBe('/monitoring');
    expect(open({ ownerSettings: { seasonPlanning: false } })).toBe('/monitoring');
    expect(open({ ownerSettings: null })).toBe('/monitoring');
    // Settings still loading: an en-ca user waits on the route; anyone else is sent home at once.
    expect(open({ ownerSettings: undefined })).toBeNull();
    expect(open({ userLocale: 'es-es', ownerSettings: undefined })).toBe('/monitoring');
    // Logged out: the login page comes first, keeping the path.
    expect(open({ token: null })).toBe('/login?redirect=%2Fseason-planning');
  });
});
