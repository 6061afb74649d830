import type { ComponentType } from 'react';
import type enUs from '../i18n/en-us';
import { onboardingGuard, seasonPlanningGuard, type TAccess, type TGuard } from './guards';

export type TLayout = 'default' | 'login' | 'invite';
export type TScreenKey = keyof (typeof enUs)['screens'];
type TPageModule = Promise<{ default: ComponentType }>;

export interface TRouteEntry {
  path: string;
  access: TAccess;
  layout: TLayout;
  /** The screen's name (key under `screens`); shown by the 'not available yet' page. */
  screen?: TScreenKey;
  /** The page; a route without one shows 'not available yet' inside its layout. */
  page?: () => TPageModule;
  redirect?: string;
  /** Checks of this route, run after the invite, locale and auth checks. */
  guards?: readonly TGuard[];
}

const app = (path: string, screen: TScreenKey, page?: () => TPageModule): TRouteEntry => ({
  path,
  access: 'login',
  layout: 'default',
  screen,
  page,
});
const alias = (path: string, redirect: string): TRouteEntry => ({
  path,
  access: 'login',
  layout: 'default',
  redirect,
});

/**
 * Every route of the spec (part 1 §2 and part 2 §2), in their order. Routes whose screens are not
 * built yet have no page.
 */
export const ROUTES: readonly TRouteEntry[] = [
  // Part 1: work orders and planning.
  alias('/', '/monitoring'),
  { path: '/login', access: 'guest', layout: 'login', page: () => import('../pages/login-page') },
  { path: '/invite', access: 'public', layout: 'invite', page: () => import('../pages/invite-page') },
  {
    path: '/invite-error',
    access: 'public',
    layout: 'invite',
    page: () => import('../pages/invite-error-page'),
  },
  {
    path: '/onboarding',
    access: 'public',
    layout: 'invite',
    screen: 'onboarding',
    guards: [onboardingGuard],
    page: () => import('../pages/onboarding-page'),
  },
  app('/monitoring', 'monitoring', () => import('../pages/monitoring-page')),
  // The app in the cab: signed in with a machine voucher, not a login session.
  { path: '/operator', access: 'public', layout: 'invite', page: () => import('../pages/operator-page') },
  app('/orders', 'orders', () => import('../pages/schedule-page')),
  app('/mix-operator', 'mixOperator', () => import('../pages/mix-operator-page')),
  alias('/mix', '/mix-operator'),
  app('/dashboard', 'dashboard', () => import('../pages/dashboard-page')),
  app('/map-editor', 'mapEditor', () => import('../pages/map-editor-page')),
  app('/telemetry', 'telemetry', () => import('../pages/telemetry-page')),
  app('/routes', 'routes', () => import('../pages/road-routes-page')),
  // Only in en-ca and when the owner's feature check passes, like its menu entry.
  {
    ...app('/season-planning', 'seasonPlanning', () => import('../pages/season-planning-page')),
    guards: [seasonPlanningGuard],
  },
  app('/notifications', 'notifications', () => import('../pages/notifications-page')),
  app('/alerts', 'alerts', () => import('../pages/alerts-page')),
  app('/admin', 'admin', () => import('../pages/admin-page')),
  app('/admin/voucher', 'vouchers', () => import('../pages/vouchers-page')),
  app('/records/orders', 'orderRecords', () => import('../pages/work-orders-page')),
  app('/records/orders/new', 'orderNew', () => import('../pages/work-order-form-page')),
  app('/records/orders/print', 'orderRecords', () => import('../pages/work-orders-print-page')),
  app('/records/orders/:id/edit', 'orderEdit', () => import('../pages/work-order-form-page')),
  app('/records/orders/:id/report', 'orderReport', () => import('../pages/work-order-report-page')),
  app('/records/orders/:id/history', 'orderHistory', () => import('../pages/work-order-history-page')),
  app('/records/orders/:id', 'orderRecords', () => import('../pages/work-order-page')),
  app('/records/orders/:id/print', 'orderRecords', () => import('../pages/work-order-print-page')),

  // Part 2: records, integration, robots, alerts, logs and reports.
  app(
    '/settings/order-configurations',
    'orderConfigurations',
    () => import('../pages/equipment-groups-page'),
  ),
  app(
    '/settings/order-configurations/new',
    'orderConfigurationNew',
    () => import('../pages/equipment-group-form-page'),
  ),
  app(
    '/settings/order-configurations/:id/edit',
    'orderConfigurationEdit',
    () => import('../pages/equipment-group-form-page'),
  ),
  app('/settings/integration', 'settingsIntegration', () => import('../pages/integration-settings-page')),
  app('/settings/firmware-update', 'firmwareUpdate', () => import('../pages/firmware-update-page')),
  alias('/integration', '/integrationv2'),
  app('/integrationv2', 'integrationV2', () => import('../pages/integration-v2-page')),
  app('/records', 'records', () => import('../pages/records-page')),
  app('/records/products', 'products', () => import('../pages/products-page')),
  app('/records/products/new', 'productNew', () => import('../pages/product-form-page')),
  app('/records/products/:id/edit', 'productEdit', () => import('../pages/product-form-page')),
  app('/records/places', 'places', () => import('../pages/places-page')),
  app('/records/places/new', 'placeNew', () => import('../pages/place-form-page')),
  app('/records/places/:id/edit', 'placeEdit', () => import('../pages/place-form-page')),
  app('/records/implements', 'implements', () => import('../pages/implements-page')),
  // Children the spec lists without route details, and records screens it names without a route.
  app('/records/implements/new', 'implementNew', () => import('../pages/implement-form-page')),
  app('/records/implements/:id/edit', 'implementEdit', () => import('../pages/implement-form-page')),
  app('/records/equipment', 'equipment', () => import('../pages/equipment-page')),
  app('/records/equipment/new', 'equipmentNew', () => import('../pages/equipment-form-page')),
  app('/records/equipment/:id/edit', 'equipmentEdit', () => import('../pages/equipment-form-page')),
  app('/records/trailers', 'trailers', () => import('../pages/trailers-page')),
  app('/records/trailers/new', 'trailerNew', () => import('../pages/trailer-form-page')),
  app('/records/trailers/:id/edit', 'trailerEdit', () => import('../pages/trailer-form-page')),
  app('/records/users', 'users', () => import('../pages/users-page')),
  app('/records/stop-operations', 'stopOperations', () => import('../pages/stop-operations-page')),
  app('/records/territories', 'territories', () => import('../pages/territories-page')),
  app('/records/employees', 'employees', () => import('../pages/employees-page')),
  app('/records/locations', 'locations', () => import('../pages/locations-page')),
  app('/records/growers', 'growers', () => import('../pages/growers-page')),
  app('/records/growers/new', 'growerNew', () => import('../pages/grower-form-page')),
  app('/records/growers/:id/edit', 'growerEdit', () => import('../pages/grower-form-page')),
  app('/records/fields', 'fields', () => import('../pages/fields-page')),
  app('/robot', 'robot', () => import('../pages/robot-page')),
  app('/reports', 'reports', () => import('../pages/reports-page')),
  alias('/solinftec', '/solinftec/log'),
  app('/solinftec/log', 'log', () => import('../pages/log-page')),
  app('/solinftec/simulator', 'simulator', () => import('../pages/simulator-page')),
  app('/invite-top-manager', 'topManagerInvites', () => import('../pages/invites-page')),
];
