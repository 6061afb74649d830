import { toPage, type TPage } from '@tramline/domain';
import { pageWindow } from '../db/list';

/** The rows a paged list call asks for: its sort (wire name, `field,asc|desc`) and the page's window. */
export interface TListWindow {
  sort?: string;
  limit: number;
  offset: number;
}

/** The window of a list query (`page`, `size`, `sort` of `ZPageQuery`). */
export function listWindowOf(query: { page: number; size: number; sort?: string }): TListWindow {
  return { sort: query.sort, ...pageWindow(query) };
}

/**
 * The answer of a paged list call (`GET /{resource}?page&size&sort&search`): reads the window of
 * rows the query asks for with their total, presents them, and answers the spec's page
 * `{ content, totalElements, totalPages, number, size }`.
 */
export async function pagedList<TRow, TItem>(
  query: { page: number; size: number; sort?: string },
  read: (window: TListWindow) => Promise<{ rows: TRow[]; total: number }>,
  present: (rows: TRow[]) => TItem[] | Promise<TItem[]>,
): Promise<TPage<TItem>> {
  const { rows, total } = await read(listWindowOf(query));
  return toPage(await present(rows), total, query);
}
