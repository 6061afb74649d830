import { DEFAULT_PAGE_SIZE, MIN_SEARCH_LENGTH } from '@tramline/domain';

/** What a paged list asks the server: zero-based `page`, `size`, `search`, `sort=field,asc|desc`. */
export interface TPageRequest {
  page: number;
  size: number;
  search?: string;
  sort: string;
}

export interface TPageState {
  /** One-based page as shown to the user. */
  page: number;
  size?: number;
  search?: string;
  sortField?: string;
  sortDirection?: 'asc' | 'desc';
}

/** Turns what a list shows into the wire query: page minus one, a search only from 2 characters. */
export function toPageRequest(state: TPageState): TPageRequest {
  const search = state.search?.trim() ?? '';
  return {
    page: Math.max(0, state.page - 1),
    size: state.size ?? DEFAULT_PAGE_SIZE,
    ...(search.length >= MIN_SEARCH_LENGTH ? { search } : {}),
    sort: `${state.sortField ?? 'id'},${state.sortDirection ?? 'asc'}`,
  };
}
