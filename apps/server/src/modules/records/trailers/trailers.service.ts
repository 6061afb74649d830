import { toPage, trailerCapacityOf, type TImplementInput, type TTrailerInput } from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { badRequest } from '../../../http/errors';
import type { TImplementsQuery, TImplementsService } from '../implements/implements.service';
import { presentTrailer } from './trailers.presenter';

/** A trailer as an implement of kind `trailer`: no width of its own, capacity from its tanks when not given. */
function implementInputOf(input: TTrailerInput): TImplementInput {
  return {
    ...input,
    type: 'trailer',
    width: null,
    fixedWidth: true,
    capacity: trailerCapacityOf(input),
  };
}

/**
 * Trailers (nurse tanks, tender trailers, semi-trailers). They are implements of kind `trailer`:
 * this service keeps the kind fixed and lets the implements service hold the rules, with the
 * spec's trailer messages.
 */
export function createTrailersService(implementsService: TImplementsService) {
  return {
    async list(auth: TAuth, query: Omit<TImplementsQuery, 'kind'>) {
      const page = await implementsService.list(auth, { ...query, kind: 'trailer' });
      return toPage(page.content.map(presentTrailer), page.totalElements, query);
    },

    async all(auth: TAuth, query: Omit<TImplementsQuery, 'kind' | 'page' | 'size' | 'sort'>) {
      return (await implementsService.all(auth, { ...query, kind: 'trailer' })).map(presentTrailer);
    },

    async get(auth: TAuth, id: number) {
      return presentTrailer(await implementsService.get(auth, id, 'trailer'));
    },

    async create(auth: TAuth, input: TTrailerInput) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      return presentTrailer(await implementsService.create(auth, implementInputOf(input)));
    },

    async update(auth: TAuth, id: number, input: TTrailerInput) {
      return presentTrailer(await implementsService.update(auth, id, implementInputOf(input), 'trailer'));
    },

    async remove(auth: TAuth, id: number) {
      await implementsService.remove(auth, id, 'trailer');
    },
  };
}

export type TTrailersService = ReturnType<typeof createTrailersService>;
