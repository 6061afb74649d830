import type { ComponentType } from 'react';
import {
  IconBuildingCommunity,
  IconChartBar,
  IconClipboardList,
  IconCpu,
  IconSettings,
  IconDatabase,
  IconMap2,
  IconMapPin,
  IconPlant2,
  IconPlugConnected,
  IconRobot,
} from '@tabler/icons-react';
import type { TLocale } from '@tramline/domain';
import type { TOwnerSettings } from '../session/session.queries';

export interface TNavItem {
  to: string;
  /** Key under `nav` or `menu` in the locale sets. */
  label:
    | 'nav.monitoring'
    | 'nav.schedule'
    | 'nav.loads'
    | 'menu.workOrdersRecords'
    | 'menu.records'
    | 'menu.integrationV2'
    | 'menu.mapEditor'
    | 'menu.telemetry'
    | 'menu.reports'
    | 'menu.mapper'
    | 'menu.seasonPlanning'
    | 'menu.equipmentGroups'
    | 'menu.integration'
    | 'menu.firmwareUpdate'
    | 'menu.admin';
  icon?: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

/** The top bar's links (spec part 1 §2). */
export const MAIN_NAV: readonly TNavItem[] = [
  { to: '/monitoring', label: 'nav.monitoring' },
  { to: '/orders', label: 'nav.schedule' },
  { to: '/mix-operator', label: 'nav.loads' },
];

const SEASON_PLANNING: TNavItem = { to: '/season-planning', label: 'menu.seasonPlanning', icon: IconPlant2 };

/** The user menu's entries, in the spec's order; logout follows them. */
export const USER_MENU: readonly TNavItem[] = [
  { to: '/records/orders', label: 'menu.workOrdersRecords', icon: IconClipboardList },
  { to: '/records', label: 'menu.records', icon: IconDatabase },
  { to: '/integrationv2', label: 'menu.integrationV2', icon: IconPlugConnected },
  { to: '/map-editor', label: 'menu.mapEditor', icon: IconMapPin },
  { to: '/telemetry', label: 'menu.telemetry', icon: IconRobot },
  { to: '/reports', label: 'menu.reports', icon: IconChartBar },
  // Solix mapper: drawing and editing the fields' boundaries, which the map editor does.
  { to: '/map-editor', label: 'menu.mapper', icon: IconMap2 },
  SEASON_PLANNING,
];

/** The settings menu (spec part 2 §2): equipment groups, integration, integration V2, firmware update. */
export const SETTINGS_MENU: readonly TNavItem[] = [
  { to: '/settings/order-configurations', label: 'menu.equipmentGroups', icon: IconSettings },
  { to: '/settings/integration', label: 'menu.integration', icon: IconPlugConnected },
  { to: '/integrationv2', label: 'menu.integrationV2', icon: IconPlugConnected },
  { to: '/settings/firmware-update', label: 'menu.firmwareUpdate', icon: IconCpu },
];

/** The company's branches and settings. */
export const ADMIN_ITEM: TNavItem = { to: '/admin', label: 'menu.admin', icon: IconBuildingCommunity };

/** Season planning shows only in Canadian English, for owners whose feature check passes. */
export function canSeeSeasonPlanning(
  locale: TLocale,
  settings: Pick<TOwnerSettings, 'seasonPlanning'> | undefined,
) {
  return locale === 'en-ca' && settings?.seasonPlanning === true;
}

export function userMenuItems(locale: TLocale, settings: Pick<TOwnerSettings, 'seasonPlanning'> | undefined) {
  return USER_MENU.filter((item) => item !== SEASON_PLANNING || canSeeSeasonPlanning(locale, settings));
}
