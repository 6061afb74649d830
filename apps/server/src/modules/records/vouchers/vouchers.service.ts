import { randomInt } from 'node:crypto';
import { toPage, type TVoucherValues } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import type { TEmployeesService } from '../employees/employees.service';
import type { TUsersService } from '../users/users.service';
import { createVouchersRepository, type TVoucherRow, type TVoucherScope } from './vouchers.repository';
import { presentVoucher } from './vouchers.presenter';

function scopeOf(auth: TAuth): TVoucherScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

/** Letters and digits that cannot be mistaken for one another on a terminal keypad. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A voucher code like `7KQ2-M9XD`. */
function newCode() {
  const pick = () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  const part = () => Array.from({ length: 4 }, pick).join('');
  return `${part()}-${part()}`;
}

/** Vouchers that unlock on-board computers for a user and an employee of the branch. */
export function createVouchersService(
  db: TDatabase,
  dependencies: { users: TUsersService; employees: TEmployeesService },
  options: { today?: () => string } = {},
) {
  const repository = createVouchersRepository(db);
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));

  /**
   * The username must be the login of a user sharing one of the caller's branches (others are
   * "not found") and the employee code an employee's of this branch.
   */
  async function resolve(auth: TAuth, input: TVoucherValues) {
    const [user, employee] = await Promise.all([
      dependencies.users.findVisibleByLogin(auth, input.username),
      dependencies.employees.findByCode(auth, input.employeeCode),
    ]);
    const details = [
      ...(user ? [] : [{ path: 'username', code: 'voucherUserNotFound', message: input.username }]),
      ...(employee
        ? []
        : [{ path: 'employeeCode', code: 'voucherEmployeeNotFound', message: input.employeeCode }]),
    ];
    if (!user || !employee)
      throw new AppError(400, user ? 'voucherEmployeeNotFound' : 'voucherUserNotFound', {}, details);
    return { user, employee };
  }

  /** A new expiry may not lie in the past (UTC day, a day of slack for the western branches). */
  function assertExpiry(input: TVoucherValues) {
    const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    if (input.expirationDate < yesterday)
      throw new AppError(400, 'voucherExpirationPast', {}, [
        { path: 'expirationDate', code: 'voucherExpirationPast', message: '' },
      ]);
  }

  async function findOwn(auth: TAuth, id: number) {
    const row = await repository.find(scopeOf(auth), id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(
      auth: TAuth,
      query: { page: number; size: number; sort?: string; search?: string; status?: string },
    ) {
      const { rows, total } = await repository.list(scopeOf(auth), query);
      return toPage(rows.map(presentVoucher), total, query);
    },

    async get(auth: TAuth, id: number) {
      return presentVoucher(await findOwn(auth, id));
    },

    async create(auth: TAuth, input: TVoucherValues) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      assertExpiry(input);
      const { user, employee } = await resolve(auth, input);
      for (let attempt = 0; ; attempt += 1) {
        try {
          const row = await repository.insert({
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            code: newCode(),
            userId: user.id,
            username: user.login,
            employeeId: employee.id,
            employeeCode: employee.code,
            obcType: input.obcType,
            permission: input.permission,
            expirationDate: input.expirationDate,
          });
          return presentVoucher(row);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },

    async update(auth: TAuth, id: number, input: TVoucherValues) {
      const current = await findOwn(auth, id);
      if (current.status === 'CANCELLED') throw conflict('voucherCancelled');
      if (input.expirationDate !== current.expirationDate) assertExpiry(input);
      const { user, employee } = await resolve(auth, input);
      const row = await repository.update(id, input.version ?? current.version, {
        userId: user.id,
        username: user.login,
        employeeId: employee.id,
        employeeCode: employee.code,
        obcType: input.obcType,
        permission: input.permission,
        expirationDate: input.expirationDate,
      });
      if (!row) throw conflict();
      return presentVoucher(row);
    },

    async cancel(auth: TAuth, id: number) {
      const current = await findOwn(auth, id);
      if (current.status === 'CANCELLED') throw conflict('voucherCancelled');
      const row = await repository.update(id, current.version, {
        status: 'CANCELLED',
        cancelledAt: new Date(),
      });
      if (!row) throw conflict();
      return presentVoucher(row);
    },

    async remove(auth: TAuth, id: number) {
      await findOwn(auth, id);
      await repository.remove(id);
    },

    /**
     * The voucher a terminal redeems (machine API): active and not past its expiry day, or
     * undefined. The code is matched as typed, upper-cased.
     */
    async findRedeemable(code: string) {
      return redeemable(await repository.findByCode(code.trim().toUpperCase()));
    },

    /** The voucher behind a device token, while it still works (not cancelled nor expired). */
    async findRedeemableById(id: number) {
      return redeemable(await repository.findById(id));
    },
  };

  function redeemable(row: TVoucherRow | undefined) {
    if (!row || row.status !== 'ACTIVE' || row.expirationDate < today()) return undefined;
    return {
      id: row.id,
      ownerId: row.ownerId,
      unitId: row.unitId,
      userId: row.userId,
      username: row.username,
      expirationDate: row.expirationDate,
    };
  }
}

export type TVouchersService = ReturnType<typeof createVouchersService>;
