import type { TLocale } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { createWorkOrderStoryRepository } from './work-order-story.repository';
import { presentStory, type TClosingFacts } from './work-order-story.presenter';

/**
 * An order's whole story (created, edited, planned, sent, worked in the field, closed, alarms),
 * told from the tables that already hold each fact: no second audit trail.
 */
export function createWorkOrderStoryService(
  db: TDatabase,
  dependencies: {
    /** One order of the caller's owner, branch and locations (404 otherwise). */
    workOrders: { get(auth: TAuth, id: number): Promise<TClosingFacts> };
  },
) {
  const repository = createWorkOrderStoryRepository(db);
  return {
    /** `GET /ordemservicos/{id}/story`; 404 for an order outside the caller's owner, branch or locations. */
    async story(auth: TAuth, id: number, locale: TLocale) {
      const order = await dependencies.workOrders.get(auth, id);
      const [audit, planVersions, sends, executionEvents, alarms] = await Promise.all([
        repository.audit(auth.ownerId, id),
        repository.planVersions(auth.ownerId, id),
        repository.sends(auth.ownerId, id),
        repository.executionEvents(auth.ownerId, id),
        repository.alarms(auth.ownerId, id),
      ]);
      return presentStory({ audit, planVersions, sends, executionEvents, alarms, order }, id, locale);
    },
  };
}

export type TWorkOrderStoryService = ReturnType<typeof createWorkOrderStoryService>;
