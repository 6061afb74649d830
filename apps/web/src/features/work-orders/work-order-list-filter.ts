import {
  ORDER_DAY_STATES,
  WORK_ORDER_CATEGORIES,
  type TOrderDayState,
  type TWorkOrderCategory,
} from '@tramline/domain';

/** What the order list shows: every filter, as it is kept in the page's URL search params. */
export interface TWorkOrderListFilter {
  category: TWorkOrderCategory;
  dateInit?: string;
  dateEnd?: string;
  plannedFrom?: string;
  plannedTo?: string;
  machineId?: number;
  groupId?: number;
  growerId?: number;
  dayState?: TOrderDayState;
  /** Locations picked; undefined: the session's active ones. */
  locations?: number[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: string | null) => (value && DATE.test(value) ? value : undefined);
const idOf = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The filter a URL asks for; values the list does not know are left out (a link never breaks it). */
export function filterFromParams(params: URLSearchParams): TWorkOrderListFilter {
  const category = params.get('category');
  const dayState = params.get('state');
  const locations = params.get('locations');
  return {
    category:
      category && Object.hasOwn(WORK_ORDER_CATEGORIES, category)
        ? (category as TWorkOrderCategory)
        : 'active',
    dateInit: dateOf(params.get('created-from')),
    dateEnd: dateOf(params.get('created-to')),
    plannedFrom: dateOf(params.get('planned-from')),
    plannedTo: dateOf(params.get('planned-to')),
    machineId: idOf(params.get('machine')),
    groupId: idOf(params.get('group')),
    growerId: idOf(params.get('grower')),
    dayState: ORDER_DAY_STATES.includes(dayState as TOrderDayState)
      ? (dayState as TOrderDayState)
      : undefined,
    locations:
      locations === null
        ? undefined
        : locations
            .split(',')
            .map((id) => idOf(id))
            .filter((id): id is number => id !== undefined),
  };
}

/** The URL search params of a filter (the default category and empty values left out). */
export function paramsOfFilter(filter: TWorkOrderListFilter): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  if (filter.category !== 'active') set('category', filter.category);
  set('created-from', filter.dateInit);
  set('created-to', filter.dateEnd);
  set('planned-from', filter.plannedFrom);
  set('planned-to', filter.plannedTo);
  set('machine', filter.machineId);
  set('group', filter.groupId);
  set('grower', filter.growerId);
  set('state', filter.dayState);
  if (filter.locations) params.set('locations', filter.locations.join(','));
  return params;
}
