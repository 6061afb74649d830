import {
  IconBuildingCommunity,
  IconBuildingWarehouse,
  IconClipboardList,
  IconHandStop,
  IconMapPin,
  IconMap2,
  IconPackage,
  IconPlant2,
  IconTicket,
  IconTool,
  IconTractor,
  IconTruck,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconId,
  type Icon,
} from '@tabler/icons-react';
import { ROUTES } from '../../app/routes';

export type THubSection = 'fleet' | 'agronomy' | 'people' | 'operations';
export type THubCardKey =
  | 'equipment'
  | 'equipmentGroups'
  | 'implements'
  | 'trailers'
  | 'products'
  | 'growers'
  | 'places'
  | 'territories'
  | 'employees'
  | 'users'
  | 'invites'
  | 'vouchers'
  | 'workOrders'
  | 'locations'
  | 'stopOperations'
  | 'branches';

export interface THubCard {
  key: THubCardKey;
  section: THubSection;
  path: string;
  icon: Icon;
}

export const HUB_SECTIONS: readonly THubSection[] = ['fleet', 'agronomy', 'people', 'operations'];

/** Every records screen of the spec (part 2 §1), by area. */
export const HUB_CARDS: readonly THubCard[] = [
  { key: 'equipment', section: 'fleet', path: '/records/equipment', icon: IconTractor },
  { key: 'equipmentGroups', section: 'fleet', path: '/settings/order-configurations', icon: IconUsersGroup },
  { key: 'implements', section: 'fleet', path: '/records/implements', icon: IconTool },
  { key: 'trailers', section: 'fleet', path: '/records/trailers', icon: IconTruck },
  { key: 'products', section: 'agronomy', path: '/records/products', icon: IconPackage },
  { key: 'growers', section: 'agronomy', path: '/records/growers', icon: IconPlant2 },
  { key: 'places', section: 'agronomy', path: '/records/places', icon: IconBuildingWarehouse },
  { key: 'territories', section: 'agronomy', path: '/records/territories', icon: IconMap2 },
  { key: 'employees', section: 'people', path: '/records/employees', icon: IconId },
  { key: 'users', section: 'people', path: '/records/users', icon: IconUsers },
  { key: 'invites', section: 'people', path: '/invite-top-manager', icon: IconUserPlus },
  { key: 'vouchers', section: 'people', path: '/admin/voucher', icon: IconTicket },
  { key: 'workOrders', section: 'operations', path: '/records/orders', icon: IconClipboardList },
  { key: 'locations', section: 'operations', path: '/records/locations', icon: IconMapPin },
  { key: 'stopOperations', section: 'operations', path: '/records/stop-operations', icon: IconHandStop },
  { key: 'branches', section: 'operations', path: '/admin', icon: IconBuildingCommunity },
];

/** Whether a card's screen is built: its route has a page (otherwise it shows 'not available yet'). */
export function isScreenBuilt(path: string, routes = ROUTES): boolean {
  return routes.some((route) => route.path === path && route.page !== undefined);
}
