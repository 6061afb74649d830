import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/routes';
import { MAIN_NAV, SETTINGS_MENU, userMenuItems } from './nav-items';

describe('top bar entries', () => {
  it('links Monitoring, Schedule and Loads', () => {
    expect(MAIN_NAV.map((item) => item.to)).toEqual(['/monitoring', '/orders', '/mix-operator']);
  });

  it('shows season planning only in en-ca and only when the owner has the feature', () => {
    const labels = (locale: 'en-us' | 'en-ca' | 'pt-br', seasonPlanning: boolean) =>
      userMenuItems(locale, { seasonPlanning }).map((item) => item.label);
    expect(labels('en-ca', true)).toContain('menu.seasonPlanning');
    expect(labels('en-ca', false)).not.toContain('menu.seasonPlanning');
    expect(labels('en-us', true)).not.toContain('menu.seasonPlanning');
    expect(labels('pt-br', true)).not.toContain('menu.seasonPlanning');
    expect(userMenuItems('en-ca', undefined).map((item) => item.label)).not.toContain('menu.seasonPlanning');
  });

  it('lists the user menu in the spec order', () => {
    expect(userMenuItems('en-ca', { seasonPlanning: true }).map((item) => item.label)).toEqual([
      'menu.workOrdersRecords',
      'menu.records',
      'menu.integrationV2',
      'menu.mapEditor',
      'menu.telemetry',
      'menu.reports',
      'menu.mapper',
      'menu.seasonPlanning',
    ]);
  });

  it('leads the Mapper entry to the map editor, not to a route of its own', () => {
    const mapper = userMenuItems('en-us', undefined).find((item) => item.label === 'menu.mapper');
    expect(mapper?.to).toBe('/map-editor');
  });

  it('lists the settings menu as the spec does, each entry a built screen', () => {
    expect(SETTINGS_MENU.map((item) => item.label)).toEqual([
      'menu.equipmentGroups',
      'menu.integration',
      'menu.integrationV2',
      'menu.firmwareUpdate',
    ]);
    for (const item of SETTINGS_MENU) {
      const route = ROUTES.find((entry) => entry.path === item.to);
      expect(route?.page ?? route?.redirect, item.to).toBeTruthy();
    }
  });
});
