import {
  paperSizeOf,
  presetRange,
  unitSystemFor,
  type TApplicationRecordLine,
  type TApplicationRecordQuery,
  type TApplicationRow,
  type TLocale,
  type TOperationalRow,
  type TReportQuery,
  type TTenderTruckRow,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { localDateOf, localMidnight, nextDate } from '../../calendar/calendar';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TWeatherProvider } from '../weather/weather.provider';
import type { TGrowersService } from '../records/growers/growers.service';
import {
  createReportsRepository,
  type TApplicationOrderRow,
  type TReportFilter,
  type TReportScope,
} from './reports.repository';
import { applicationRecordsCsv, applicationRecordsFileName } from './application-records.csv';
import { renderApplicationRecordsPdf } from './application-records.pdf';

const hours = (seconds: number) => Math.round((seconds / 3600) * 1000) / 1000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function presentApplicationRow(row: TApplicationOrderRow): TApplicationRow {
  return {
    cdOrdemServico: row.id,
    ticket: row.ticket,
    status: row.status,
    growerId: row.growerId,
    growerName: row.growerName,
    farmName: row.farmName,
    fieldNames: row.fieldNames,
    cropName: row.cropName,
    plannedAreaHectares: Number(row.plannedAreaHectares),
    appliedAreaHectares: row.appliedAreaHectares === null ? null : Number(row.appliedAreaHectares),
    startedAt: iso(row.startedAt),
    closedAt: iso(row.closedAt),
    applicatorName: row.applicatorName,
    licenceNumbers: row.licenceNumbers,
    labelGate: row.labelGate,
    products: row.products.map((line) => ({ ...line, total: Number(line.total) })),
  };
}

/** Reports of the active branch: machine use per day, applications, and growers' application records. */
export function createReportsService(
  db: TDatabase,
  deps: { tenancy: TTenancyService; weather: TWeatherProvider; growers: TGrowersService },
) {
  const repository = createReportsRepository(db);

  async function branchOf(auth: TAuth) {
    const branch = (await deps.tenancy.permittedUnits(auth)).find((unit) => unit.id === auth.unitId);
    if (!branch) throw notFound();
    return branch;
  }

  /** The caller's scope (asked offices narrowed to the permitted ones) and the range in instants. */
  async function resolve(auth: TAuth, query: TReportQuery) {
    const branch = await branchOf(auth);
    const range = query.preset
      ? presetRange(query.preset, localDateOf(new Date(), branch.timeZone))
      : { from: query.dateInit!, to: query.dateEnd! };
    const locationIds = query.locations
      ? query.locations.filter((id) => auth.permittedLocationIds.includes(id))
      : auth.activeLocationIds;
    const scope: TReportScope = { ownerId: auth.ownerId, unitId: auth.unitId, locationIds };
    const filter: TReportFilter = {
      ...range,
      fromInstant: localMidnight(range.from, branch.timeZone),
      toInstant: localMidnight(nextDate(range.to), branch.timeZone),
      timeZone: branch.timeZone,
      equipmentGroupId: query.equipmentGroupId,
      equipmentId: query.equipmentId,
      growerId: query.growerId,
      productId: query.productId,
      statuses: query.status,
    };
    return { branch, scope, filter };
  }

  async function applicationRows(auth: TAuth, query: TReportQuery) {
    const { branch, scope, filter } = await resolve(auth, query);
    const rows = await repository.applicationOrders(scope, filter);
    return { branch, filter, rows };
  }

  return {
    /**
     * Per tender truck and branch-local day, from the trip log (a load dispatched from the yard is
     * one trip): trips, machines served, water and each product carried in its base amount.
     */
    async tenderTrucks(auth: TAuth, query: TReportQuery) {
      const { scope, filter } = await resolve(auth, query);
      const [days, products] = await Promise.all([
        repository.tenderDays(scope, filter),
        repository.tenderProducts(scope, filter),
      ]);
      const rows = new Map<string, TTenderTruckRow>(
        days.map((day) => [`${day.tenderId}|${day.localDate}`, { ...day, products: [] }]),
      );
      for (const { localDate, tenderId, ...product } of products)
        rows.get(`${tenderId}|${localDate}`)?.products.push(product);
      // A product filter keeps only the days that carried it.
      const all = [...rows.values()];
      return {
        from: filter.from,
        to: filter.to,
        rows: filter.productId === undefined ? all : all.filter((row) => row.products.length > 0),
      };
    },

    /**
     * Per machine and branch-local day: hours applying, travelling and stopped from the machine's
     * position points where it sent any that day, from its plan otherwise (`source` says which);
     * planned hours, area and orders beside the area and orders it completed.
     */
    async operational(auth: TAuth, query: TReportQuery) {
      const { scope, filter } = await resolve(auth, query);
      const [planned, positions, completed] = await Promise.all([
        repository.plannedDays(scope, filter),
        repository.positionDays(scope, filter),
        repository.completedDays(scope, filter),
      ]);
      const rows = new Map<string, TOperationalRow>();
      const rowOf = (equipmentId: number, localDate: string, equipmentName: string) => {
        const key = `${equipmentId}|${localDate}`;
        let row = rows.get(key);
        if (!row) {
          row = {
            localDate,
            equipmentId,
            equipmentName,
            equipmentGroupName: null,
            source: 'plan',
            applyingHours: 0,
            travellingHours: 0,
            stoppedHours: null,
            plannedApplyingHours: 0,
            plannedTravellingHours: 0,
            plannedCleaningHours: 0,
            plannedAreaHectares: 0,
            appliedAreaHectares: 0,
            plannedOrders: 0,
            completedOrders: 0,
          };
          rows.set(key, row);
        }
        return row;
      };
      for (const day of planned) {
        const row = rowOf(day.equipmentId, day.localDate, day.equipmentName);
        row.equipmentGroupName = day.equipmentGroupName;
        row.plannedApplyingHours = hours(day.applyingSeconds);
        row.plannedTravellingHours = hours(day.travellingSeconds);
        row.plannedCleaningHours = hours(day.cleaningSeconds);
        row.plannedAreaHectares = Number(day.areaHectares);
        row.plannedOrders = day.orders;
        row.applyingHours = row.plannedApplyingHours;
        row.travellingHours = row.plannedTravellingHours;
      }
      for (const day of positions) {
        const row = rowOf(day.equipmentId, day.localDate, day.equipmentName);
        row.source = 'positions';
        row.applyingHours = hours(day.applyingSeconds);
        row.travellingHours = hours(day.travellingSeconds);
        row.stoppedHours = hours(day.stoppedSeconds);
      }
      for (const day of completed) {
        const row = rowOf(day.equipmentId, day.localDate, day.equipmentName);
        row.appliedAreaHectares = Number(day.areaHectares);
        row.completedOrders = day.orders;
      }
      const sorted = [...rows.values()].sort(
        (a, b) => a.localDate.localeCompare(b.localDate) || a.equipmentName.localeCompare(b.equipmentName),
      );
      return { from: filter.from, to: filter.to, rows: sorted };
    },

    /** Orders closed in the range with their product lines, applicator, licences and label gate. */
    async application(auth: TAuth, query: TReportQuery) {
      const { filter, rows } = await applicationRows(auth, query);
      return { from: filter.from, to: filter.to, rows: rows.map(presentApplicationRow) };
    },

    /**
     * One grower's application records for the range: a line per product applied, with the
     * weather at the start of the application where a stored reading exists.
     */
    async applicationRecords(auth: TAuth, query: TApplicationRecordQuery, language: TLocale) {
      const grower = await deps.growers.get(auth, query.growerId);
      const { branch, filter, rows } = await applicationRows(auth, query);
      const lines: TApplicationRecordLine[] = [];
      for (const row of rows) {
        const start = row.startedAt ? new Date(row.startedAt) : row.closedAt ? new Date(row.closedAt) : null;
        let weather = null;
        if (start && row.centroidLatitude !== null && row.centroidLongitude !== null) {
          const from = new Date(Math.floor(start.getTime() / 3600_000) * 3600_000);
          const hoursRead = await deps.weather
            .hourly(
              auth.ownerId,
              { latitude: row.centroidLatitude, longitude: row.centroidLongitude },
              from,
              new Date(from.getTime() + 3600_000),
            )
            .catch(() => []);
          weather = hoursRead[0] ?? null;
        }
        for (const product of row.products)
          lines.push({
            cdOrdemServico: row.id,
            ticket: row.ticket,
            applicatorName: row.applicatorName,
            licenceNumbers: row.licenceNumbers,
            startedAt: iso(row.startedAt),
            closedAt: iso(row.closedAt),
            productName: product.name,
            productType: product.productType,
            registrationNumber: product.registrationNumber,
            ratePerHectare: product.ratePerHectare,
            rateUnit: product.rateUnit,
            total: Number(product.total),
            cropName: row.cropName,
            farmName: row.farmName,
            fieldNames: row.fieldNames,
            areaHectares: Number(row.appliedAreaHectares ?? row.plannedAreaHectares),
            windKmh: weather?.windKmh ?? null,
            temperatureC: weather?.temperatureC ?? null,
            humidityPct: weather?.humidityPct ?? null,
          });
      }
      const growerName = [grower.firstName, grower.lastName].filter(Boolean).join(' ');
      const records = { growerName, branchName: branch.descUnidade, from: filter.from, to: filter.to, lines };
      const render = {
        records,
        language,
        paper: paperSizeOf(branch.language),
        units: unitSystemFor(branch.language, auth.units),
        timeZone: branch.timeZone,
      };
      if (query.format === 'json') return { kind: 'json' as const, records };
      const fileName = applicationRecordsFileName(records, query.format);
      if (query.format === 'pdf')
        return {
          kind: 'file' as const,
          fileName,
          type: 'application/pdf',
          content: await renderApplicationRecordsPdf(render),
        };
      return {
        kind: 'file' as const,
        fileName,
        type: 'text/csv; charset=utf-8',
        content: applicationRecordsCsv(render),
      };
    },
  };
}

export type TReportsService = ReturnType<typeof createReportsService>;
