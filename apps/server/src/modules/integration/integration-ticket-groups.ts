import type { TIntegrationRow } from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import type { TBranchScope, TIntegrationRepository, TIntegrationRowRow } from './integration.repository';
import { TICKET_GROUP_KIND, type TMappingLookup } from './integration.tickets';

interface TTicketGroupParts {
  repository: TIntegrationRepository;
  /** Answers 404 when the group is not the caller's. */
  groupOf(auth: TAuth, groupId: number): Promise<unknown>;
  lookupOf(scope: TBranchScope): Promise<TMappingLookup>;
  /** The ticket's order follows the row now, or the row waits as 'update' when it is scheduled. */
  followChange(auth: TAuth, row: TIntegrationRowRow, lookup: TMappingLookup): Promise<boolean>;
  presentRows(auth: TAuth, rows: TIntegrationRowRow[]): Promise<TIntegrationRow[]>;
}

const scopeOf = (auth: TAuth): TBranchScope => ({ ownerId: auth.ownerId, unitId: auth.unitId });

/**
 * `POST /blendtickets/cfg/{id}/{groupId}` and `DELETE /blendtickets/cfg/{id}`: the equipment group
 * (order configuration) a ticket's order goes to, chosen in Tramline over the mapping of the
 * ticket's `equipmentGroupCode`. Kept as a de-para of kind `ticketGroup` by ticket number, so a
 * ticket seen again keeps it.
 */
export function createTicketGroups(parts: TTicketGroupParts) {
  const { repository } = parts;

  async function rowOf(auth: TAuth, id: number) {
    const [row] = await repository.rows(scopeOf(auth), { ids: [id] });
    if (!row) throw notFound();
    return row;
  }

  async function set(auth: TAuth, row: TIntegrationRowRow, groupId: number | null) {
    const scope = scopeOf(auth);
    await repository.upsertMapping(
      scope,
      { kind: TICKET_GROUP_KIND, erpCode: row.ticketNumber },
      { targetId: groupId },
    );
    await repository.log(scope, {
      direction: 'IN',
      operation: 'ticket-group',
      ticketNumber: row.ticketNumber,
      ok: true,
      message: groupId === null ? 'group from the ticket' : `group ${groupId}`,
    });
    // An order already made follows at once, or waits as 'update' when it is scheduled.
    if (row.workOrderId !== null && row.pendency === 'A')
      await parts.followChange(auth, row, await parts.lookupOf(scope));
    return (await parts.presentRows(auth, [await rowOf(auth, row.id)]))[0]!;
  }

  return {
    /** Chooses the equipment group of a ticket's order; the group must be the caller's. */
    async choose(auth: TAuth, id: number, groupId: number) {
      const row = await rowOf(auth, id);
      await parts.groupOf(auth, groupId);
      return set(auth, row, groupId);
    },

    /** Forgets the chosen group: the order goes to the mapping of the ticket's group code again. */
    async clear(auth: TAuth, id: number) {
      return set(auth, await rowOf(auth, id), null);
    },
  };
}
