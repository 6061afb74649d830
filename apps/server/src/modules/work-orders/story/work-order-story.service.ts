import type { TLocale } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { notFound } from '../../../http/errors';
import { createWorkOrderStoryRepository } from './work-order-story.repository';
import { presentStory } from './work-order-story.presenter';

/**
 * An order's whole story (created, edited, planned, sent, worked in the field, closed, alarms),
 * told from the tables that already hold each fact: no second audit trail.
 */
export function createWorkOrderStoryService(
  db: TDatabase,
  dependencies: {
    /** The tickets of the caller's orders: an order missing from the answer is not the caller's. */
    workOrders: { ticketsOf(auth: TAuth, ids: readonly number[]): Promise<Map<number, string>> };
  },
) {
  const repository = createWorkOrderStoryRepository(db);
  return {
    /** `GET /ordemservicos/{id}/story`; 404 for an order outside the caller's owner, branch or locations. */
    async story(auth: TAuth, id: number, locale: TLocale) {
      if (!(await dependencies.workOrders.ticketsOf(auth, [id])).has(id)) throw notFound();
      const [audit, planVersions, sends, executionEvents, alarms] = await Promise.all([
        repository.audit(auth.ownerId, id),
        repository.planVersions(auth.ownerId, id),
        repository.sends(auth.ownerId, id),
        repository.executionEvents(auth.ownerId, id),
        repository.alarms(auth.ownerId, id),
      ]);
      return presentStory({ audit, planVersions, sends, executionEvents, alarms }, id, locale);
    },
  };
}

export type TWorkOrderStoryService = ReturnType<typeof createWorkOrderStoryService>;
