import type { TDatabase } from '../../../db/database';
import { createShareService, type TShareOptions } from '../../share/share.service';
import { createTenancyService } from '../../tenancy/tenancy.service';
import { createEmployeesService } from '../employees/employees.service';
import { createInvitesService, type TInvitesOptions } from '../invites/invites.service';
import { createStopOperationsService } from '../stop-operations/stop-operations.service';
import { createVouchersService } from '../vouchers/vouchers.service';
import { createUsersService } from './users.service';

export interface TPeopleServiceOptions {
  share?: TShareOptions;
  invites?: TInvitesOptions;
}

/**
 * The services of people and access, wired to one another: email and SMS sending, employees and
 * licences, users, invites (which create users and send email), vouchers (which check users and
 * employees) and stop operations.
 */
export function createPeopleServices(db: TDatabase, options: TPeopleServiceOptions = {}) {
  const share = createShareService(db, options.share);
  const employees = createEmployeesService(db);
  const users = createUsersService(db);
  const tenancy = createTenancyService(db);
  return {
    share,
    employees,
    users,
    invites: createInvitesService(db, { users, share, tenancy }, options.invites),
    vouchers: createVouchersService(db, { users, employees }),
    stopOperations: createStopOperationsService(db),
  };
}
