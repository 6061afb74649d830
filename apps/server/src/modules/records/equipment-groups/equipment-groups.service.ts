import {
  effectiveImplementIdOf,
  groupImplementFactsOf,
  groupMachineFactsOf,
  memberIssues,
  minutesOfDay,
  tenderIssues,
  toPage,
  type TEquipmentGroupInput,
  type TGroupMemberInput,
  type TImplementKind,
} from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, fieldError, notFound, type TFieldIssue } from '../../../http/errors';
import type { TEquipmentService } from '../equipment/equipment.service';
import type { TImplementsService } from '../implements/implements.service';
import type { TPlacesService } from '../places/places.service';
import type { TTenancyService } from '../../tenancy/tenancy.service';
import {
  createEquipmentGroupsRepository,
  type TEquipmentGroupFull,
  type TGroupListQuery,
  type TGroupMachineValues,
  type TGroupScope,
} from './equipment-groups.repository';
import {
  presentEquipmentGroup,
  presentEquipmentGroupSummary,
  presentMember,
  presentTender,
  type TGroupNames,
} from './equipment-groups.presenter';
import { createUsageRegistry } from '../../usage-registry';

export interface TEquipmentGroupsDependencies {
  equipment: TEquipmentService;
  implements: TImplementsService;
  places: TPlacesService;
  tenancy: TTenancyService;
}

function scopeOf(auth: TAuth, unitIds: number[] = [auth.unitId]): TGroupScope {
  return { ownerId: auth.ownerId, unitIds, locationIds: auth.permittedLocationIds };
}

function groupColumnsOf(input: TEquipmentGroupInput) {
  return {
    name: input.name,
    active: input.active,
    productiveOperation: input.productiveOperation,
    locationIds: input.locationIds,
    distributionType: input.distributionType,
    productTypeFilter: input.productTypeFilter,
    timingFilter: input.timingFilter,
    liquidRateThreshold: input.liquidRateThreshold,
    mixtureType: input.mixtureType,
    consolidation: input.consolidation,
    chemicalAddition: input.chemicalAddition,
    tankCapacity: input.tankCapacity,
    blenderCapacity: input.blenderCapacity,
    balanceLoads: input.balanceLoads,
    autoSendLoads: input.autoSendLoads,
    autoSendMinute: input.autoSendTime === null ? null : minutesOfDay(input.autoSendTime),
    robot: input.robot,
    autoAssignWorkOrders: input.autoAssignWorkOrders,
    individualOrdersPerField: input.individualOrdersPerField,
    tenderLoadingOrder: input.tenderLoadingOrder,
  };
}

function memberValuesOf(member: TGroupMemberInput, implementId: number | null): TGroupMachineValues {
  return {
    equipmentId: member.cdEquipamento,
    role: 'member',
    description: member.description,
    implementId,
    implementWidthMetres: member.implementWidth,
    compartmentCount: member.compartmentCount,
    operationSpeedKmh: member.operationSpeed,
    travelSpeedKmh: member.travelSpeed,
    warehouseId: member.warehouseId,
    cleaningTimeSeconds: member.cleaningTime,
    refillDurationSeconds: member.refillDuration,
    allowLoadsFromOtherTenders: member.allowLoadsFromOtherTenders,
    loadLastToFirst: false,
  };
}

/**
 * Equipment groups (the spec's 'config', `config-proc-ordem-servico`): which machines are planned
 * together, with their speeds, implements, warehouses and working periods. Owns the group
 * membership, so it tells the equipment module which group a machine is in, and the places and
 * implements modules which of their rows a group uses.
 */
export function createEquipmentGroupsService(db: TDatabase, dependencies: TEquipmentGroupsDependencies) {
  const repository = createEquipmentGroupsRepository(db);
  const { equipment, places, tenancy } = dependencies;
  const implementsService = dependencies.implements;
  /** Work orders (and later plans) that used a group; a used group cannot be deleted. */
  const usage = createUsageRegistry(db);

  equipment.setGroupLookup(async (ownerId, equipmentIds) => {
    const rows = await repository.groupsOfMachines(ownerId, equipmentIds);
    return new Map(rows.map((row) => [row.equipmentId, { id: row.groupId, name: row.groupName }]));
  });
  async function timeZoneOf(auth: TAuth, unitId: number) {
    const units = await tenancy.permittedUnits(auth);
    return units.find((unit) => unit.id === unitId)?.timeZone ?? 'UTC';
  }

  async function namesFor(auth: TAuth, row: TEquipmentGroupFull): Promise<TGroupNames> {
    const implementIds = row.machines.flatMap((machine) =>
      machine.implementId === null ? [] : [machine.implementId],
    );
    const warehouseIds = [
      ...new Set(
        row.machines.flatMap((machine) => (machine.warehouseId === null ? [] : [machine.warehouseId])),
      ),
    ];
    const [machines, implementRecords, warehouses, timeZone] = await Promise.all([
      equipment.findMany(
        auth,
        row.machines.map((machine) => machine.equipmentId),
      ),
      implementsService.findMany(auth, implementIds),
      warehouseIds.length ? places.getMany(auth, warehouseIds) : Promise.resolve([]),
      timeZoneOf(auth, row.unitId),
    ]);
    return {
      timeZone,
      equipment: new Map(
        machines.map((machine) => [
          machine.cdEquipamento,
          { name: machine.name, code: machine.equipmentId, type: machine.type },
        ]),
      ),
      implementNames: new Map(implementRecords.map((implement) => [implement.id, implement.name])),
      warehouseNames: new Map(warehouses.map((place) => [place.id, place.name])),
    };
  }

  async function load(auth: TAuth, id: number) {
    const row = await repository.find(scopeOf(auth), id);
    if (!row) throw notFound();
    return { row, names: await namesFor(auth, row) };
  }

  /**
   * Checks the machines of a group against spec part 2 §5 and answers the member entries to
   * store (with the fixed implement filled in).
   */
  async function checkMachines(auth: TAuth, input: TEquipmentGroupInput, groupId: number | undefined) {
    const issues: TFieldIssue[] = [];
    for (const [index, locationId] of input.locationIds.entries())
      if (!auth.permittedLocationIds.includes(locationId))
        issues.push({ path: `locationIds.${index}`, key: 'invalidValue' });

    const entries = [
      ...input.equipments.map((entry, index) => ({ list: 'equipments', index, id: entry.cdEquipamento })),
      ...input.tenderTrucks.map((entry, index) => ({ list: 'tenderTrucks', index, id: entry.cdEquipamento })),
    ];
    const machineRecords = await equipment.findMany(
      auth,
      entries.map((entry) => entry.id),
    );
    const machines = new Map(machineRecords.map((record) => [record.cdEquipamento, record]));
    for (const entry of entries)
      if (!machines.has(entry.id))
        issues.push({ path: `${entry.list}.${entry.index}.cdEquipamento`, key: 'notFound' });
    if (issues.length) throw fieldError(auth, 400, issues);

    const otherGroups = (
      await repository.groupsOfMachines(
        auth.ownerId,
        entries.map((entry) => entry.id),
      )
    ).filter((row) => row.groupId !== groupId);
    for (const entry of entries) {
      const other = otherGroups.find((row) => row.equipmentId === entry.id);
      if (other)
        issues.push({
          path: `${entry.list}.${entry.index}.cdEquipamento`,
          key: 'groupEquipmentInOtherGroup',
          params: { group: other.groupName },
        });
    }
    if (issues.length) throw fieldError(auth, 409, issues);

    const implementIdOf = (member: TGroupMemberInput) =>
      effectiveImplementIdOf(machines.get(member.cdEquipamento)!, member);
    const wantedImplements = [
      ...input.equipments.map(implementIdOf),
      ...input.tenderTrucks.map((tender) => machines.get(tender.cdEquipamento)!.fixedImplementId),
    ].filter((id): id is number => id !== null);
    const implementRecords = new Map(
      (await implementsService.findMany(auth, wantedImplements)).map((record) => [record.id, record]),
    );

    const members = input.equipments.map((member, index) => {
      const machine = machines.get(member.cdEquipamento)!;
      const implementId = implementIdOf(member);
      const implement = groupImplementFactsOf(
        implementId === null ? undefined : implementRecords.get(implementId),
      );
      for (const issue of memberIssues(groupMachineFactsOf(machine), member, implement))
        issues.push({ path: `equipments.${index}.${issue.field}`, key: issue.key });
      return memberValuesOf(member, implementId);
    });
    input.tenderTrucks.forEach((tender, index) => {
      const machine = machines.get(tender.cdEquipamento)!;
      const trailer =
        machine.fixedImplementId === null ? undefined : implementRecords.get(machine.fixedImplementId);
      for (const issue of tenderIssues(groupMachineFactsOf(machine), groupImplementFactsOf(trailer)))
        issues.push({ path: `tenderTrucks.${index}.${issue.field}`, key: issue.key });
    });

    const warehouseIds = [
      ...new Set(
        [...input.equipments, ...input.tenderTrucks].flatMap((entry) =>
          entry.warehouseId === null ? [] : [entry.warehouseId],
        ),
      ),
    ];
    const warehouses = new Set(
      (warehouseIds.length ? await places.getMany(auth, warehouseIds) : []).map((place) => place.id),
    );
    input.equipments.forEach((entry, index) => {
      if (entry.warehouseId !== null && !warehouses.has(entry.warehouseId))
        issues.push({ path: `equipments.${index}.warehouseId`, key: 'invalidValue' });
    });
    input.tenderTrucks.forEach((entry, index) => {
      if (entry.warehouseId !== null && !warehouses.has(entry.warehouseId))
        issues.push({ path: `tenderTrucks.${index}.warehouseId`, key: 'invalidValue' });
    });
    if (issues.length) throw fieldError(auth, 400, issues);

    const tenders: TGroupMachineValues[] = input.tenderTrucks.map((tender) => ({
      equipmentId: tender.cdEquipamento,
      role: 'tender',
      description: tender.description,
      implementId: null,
      implementWidthMetres: null,
      compartmentCount: null,
      operationSpeedKmh: null,
      travelSpeedKmh: null,
      warehouseId: tender.warehouseId,
      cleaningTimeSeconds: null,
      refillDurationSeconds: null,
      allowLoadsFromOtherTenders: false,
      loadLastToFirst: tender.loadLastToFirst,
    }));
    return [...members, ...tenders];
  }

  async function write(auth: TAuth, input: TEquipmentGroupInput, current?: TEquipmentGroupFull) {
    const machines = await checkMachines(auth, input, current?.id);
    const periods = input.workingPeriods.map((period) => ({
      dayOfWeek: period.dayOfWeek,
      startMinute: minutesOfDay(period.start),
      endMinute: minutesOfDay(period.end),
      overtimeMinutes: minutesOfDay(period.overtimeLimit),
    }));
    try {
      const id = await db.transaction(async (tx) => {
        const txRepository = createEquipmentGroupsRepository(tx);
        const row = current
          ? await txRepository.update(current.id, input.version ?? current.version, groupColumnsOf(input))
          : await txRepository.insert({
              ownerId: auth.ownerId,
              unitId: auth.unitId,
              ...groupColumnsOf(input),
            });
        if (!row) throw conflict();
        await txRepository.replacePeriods(row.id, periods);
        await txRepository.replaceMachines(row.id, machines);
        return row.id;
      });
      const { row, names } = await load(auth, id);
      return presentEquipmentGroup(row, names);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'groupEquipmentInOtherGroup', { group: '' });
      throw error;
    }
  }

  return {
    usage,

    async list(auth: TAuth, query: TGroupListQuery) {
      const { rows, total } = await repository.list(scopeOf(auth), query);
      return toPage(rows.map(presentEquipmentGroupSummary), total, query);
    },

    /** Groups of the active branch, by name. */
    async all(auth: TAuth, query: { active?: boolean } = {}) {
      return (await repository.all(scopeOf(auth), query)).map(presentEquipmentGroupSummary);
    },

    /**
     * Groups of every branch the caller is permitted in. Offices are permitted per branch, so the
     * office filter applies to the active branch only.
     */
    async allUnits(auth: TAuth) {
      const others = auth.permittedUnitIds.filter((unitId) => unitId !== auth.unitId);
      const [own, elsewhere] = await Promise.all([
        repository.all(scopeOf(auth)),
        others.length
          ? repository.all({ ownerId: auth.ownerId, unitIds: others, locationIds: null })
          : Promise.resolve([]),
      ]);
      return [...own, ...elsewhere].map(presentEquipmentGroupSummary);
    },

    async idDescByStatus(auth: TAuth, statuses: ('A' | 'I')[]) {
      const rows = await repository.all(scopeOf(auth));
      return rows
        .filter((row) => statuses.includes(row.group.active ? 'A' : 'I'))
        .map((row) => ({ id: row.group.id, description: row.group.name, active: row.group.active }));
    },

    /** Groups of every owner with auto-send on, and the minute of the day (branch time) they send at. */
    async autoSendGroups() {
      return (await repository.autoSending()).map((row) => ({ ...row, autoSendMinute: row.autoSendMinute! }));
    },

    async get(auth: TAuth, id: number) {
      const { row, names } = await load(auth, id);
      return presentEquipmentGroup(row, names);
    },

    async members(auth: TAuth, id: number) {
      return (await this.get(auth, id)).equipments;
    },

    async tenders(auth: TAuth, id: number) {
      return (await this.get(auth, id)).tenderTrucks;
    },

    async create(auth: TAuth, input: TEquipmentGroupInput) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      return write(auth, input);
    },

    async update(auth: TAuth, id: number, input: TEquipmentGroupInput) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      return write(auth, input, current);
    },

    /** The active/inactive toggle. */
    async setActive(auth: TAuth, id: number, active: boolean, version: number) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      const row = await repository.update(id, version, { active });
      if (!row) throw conflict();
      return this.get(auth, id);
    },

    /** Deletes a group no work order used; a used one answers 409 and the offer to deactivate it. */
    async remove(auth: TAuth, id: number) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      if (await usage.isUsed(auth.ownerId, [id]))
        throw new AppError(409, 'groupUsed', {}, { canDeactivate: true });
      await db.transaction(async (tx) => createEquipmentGroupsRepository(tx).remove(id));
    },

    /** A machine's entry in its group (member or tender), by the machine's id. */
    async entryOfEquipment(auth: TAuth, equipmentId: number) {
      const found = await repository.findMachineByEquipment(scopeOf(auth), equipmentId);
      if (!found) throw notFound();
      const { row, names } = await load(auth, found.group.id);
      const machine = row.machines.find((entry) => entry.id === found.machine.id)!;
      return machine.role === 'member'
        ? { groupId: row.id, role: 'member' as const, member: presentMember(machine, names), tender: null }
        : { groupId: row.id, role: 'tender' as const, member: null, tender: presentTender(machine, names) };
    },

    /** Saves one member's figures (speeds, implement, warehouse, times) with the group's rules. */
    async updateMember(auth: TAuth, member: TGroupMemberInput & { id: number }) {
      const found = await repository.findMachine(scopeOf(auth), member.id);
      if (!found || found.machine.role !== 'member' || found.machine.equipmentId !== member.cdEquipamento)
        throw notFound();
      const group = await this.get(auth, found.group.id);
      const input = {
        ...group,
        equipments: group.equipments.map((entry) => (entry.id === member.id ? member : entry)),
        version: group.version,
      };
      const { id: _id, cdUnidade: _unit, timeZone: _zone, ...rest } = input;
      const updated = await write(
        auth,
        { ...rest, id: group.id } as TEquipmentGroupInput,
        (await repository.find(scopeOf(auth), group.id))!,
      );
      return updated.equipments.find((entry) => entry.id === member.id)!;
    },

    /** Implements a machine can work with: its fixed implement, else the branch's free active ones of its kind. */
    async implementsForEquipment(auth: TAuth, equipmentId: number, kind?: TImplementKind) {
      const machine = await equipment.get(auth, equipmentId);
      if (machine.hasFixedImplement)
        return machine.fixedImplementId === null
          ? []
          : implementsService.findMany(auth, [machine.fixedImplementId]);
      const wanted =
        kind ??
        machine.implementType ??
        (machine.type === 'semi-truck' || machine.trailerType ? 'trailer' : 'agricultural');
      return implementsService.all(auth, { kind: wanted, fixed: false, active: true });
    },

    /** Trailers a member may pull (`/manage/trailers`): active and not fixed on a machine. */
    async trailers(auth: TAuth) {
      return implementsService.all(auth, { kind: 'trailer', fixed: false, active: true });
    },
  };
}

export type TEquipmentGroupsService = ReturnType<typeof createEquipmentGroupsService>;
