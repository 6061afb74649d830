import {
  formatMessage,
  paperSizeOf,
  SCHEDULE_STATUS_LABELS,
  unitSystemFor,
  WORK_ORDER_STATUS,
  type TFieldHazard,
  type TFieldRecord,
  type THourVerdict,
  type TLocale,
  type TTicketLoad,
  type TWorkOrderAnalysis,
  type TWorkOrderSheet,
} from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import { AppError, conflict, notFound } from '../../http/errors';
import { localDateOf } from '../../calendar/calendar';
import type { TWorkOrderFacts, TWorkOrdersDependencies } from './work-order-facts';
import type { TObservedWeatherStore } from './observed-weather';
import type { TWorkOrderListRows } from './work-order-list-rows';
import { pdfFileName, renderWorkOrderPdf } from './work-order-pdf';
import type { TWorkOrderReads } from './work-order-reads';
import { buildClosedOrderReport } from './work-order-report';

/**
 * Sensitive sites within this distance of a field's no-spray buffer are the ticket's hazards: a
 * quarter mile, about what drift carries on a breezy day.
 */
export const HAZARD_MARGIN_METERS = 400;

/** The loads of an order on a day, as the yard derives them from the active plans. */
export type TTicketLoadsReader = (
  auth: TAuth,
  order: { id: number; groupId: number },
  localDate: string,
) => Promise<TTicketLoad[]>;

/**
 * Where the ticket reads an order's loads: the loads module registers its reader (`use`) where the
 * services are built; until then an order has none.
 */
export function createTicketLoadsSlot() {
  let reader: TTicketLoadsReader = async () => [];
  return {
    use(registered: TTicketLoadsReader) {
      reader = registered;
    },
    get: () => reader,
  };
}
export type TTicketLoadsSlot = ReturnType<typeof createTicketLoadsSlot>;

/** Why an order's hours cannot be analysed: no field geometry, no forecast for the day, weather down. */
const HOURS_PROBLEMS = new Set<string>(['geometryMissing', 'planningWeatherDay', 'weatherUnavailable']);

/**
 * What is printed or analysed of orders: the printable documents (one or a batch), the PDF, the
 * closed-order report and the order analysis.
 */
export function createWorkOrderDocuments(
  dependencies: TWorkOrdersDependencies,
  reads: Pick<TWorkOrderReads, 'findRecords' | 'getRecord' | 'applicatorsOf'>,
  branch: Pick<TWorkOrderFacts, 'timeZoneOf'>,
  observed: Pick<TObservedWeatherStore, 'hoursOf' | 'dispatchForecastOf'>,
  schedule: Pick<TWorkOrderListRows, 'withSchedule'>,
  ticketLoads: TTicketLoadsSlot,
) {
  const { tenancy, products, fields, employees, sensitiveSites } = dependencies;
  const { findRecords, getRecord, applicatorsOf } = reads;
  const { timeZoneOf } = branch;

  /** The sensitive sites near each field with a boundary, in the fields' order. */
  async function hazardsOf(auth: TAuth, fieldRecords: readonly TFieldRecord[]): Promise<TFieldHazard[]> {
    const perField = await Promise.all(
      fieldRecords.map(async (field) =>
        field.geometry && field.bbox
          ? (await sensitiveSites.near(auth, field.geometry, field.bbox, HAZARD_MARGIN_METERS)).map(
              (breach) => ({ fieldName: field.name, breach }),
            )
          : [],
      ),
    );
    return perField.flat();
  }

  const api = {
    /**
     * The printable documents of some orders, each as `document` answers it, in the order of the
     * ids (an id given twice answers once); an id not found in the branch is a 404, as for one.
     * The records, fields and products are read once for all of them.
     */
    async documents(auth: TAuth, ids: readonly number[]) {
      const wanted = [...new Set(ids)];
      const records = await findRecords(auth, wanted);
      if (records.length < wanted.length) throw notFound();
      const fieldIds = [...new Set(records.flatMap((record) => record.fieldIds))];
      const productIds = [
        ...new Set(records.flatMap((record) => record.products.map((line) => line.productId))),
      ];
      const [fieldRecords, productRows, timeZone, applicators] = await Promise.all([
        fieldIds.length ? fields.records(auth, { ids: fieldIds }) : [],
        productIds.length ? products.getMany(auth, productIds) : [],
        timeZoneOf(auth),
        applicatorsOf(auth, records),
      ]);
      return records.map((record) => {
        const ownFields = new Set(record.fieldIds);
        const ownProducts = new Set(record.products.map((line) => line.productId));
        return {
          order: record,
          fields: fieldRecords.filter((field) => ownFields.has(field.id)),
          products: productRows.filter((product) => ownProducts.has(product.id)),
          applicatorName:
            record.applicatorId === null ? null : (applicators.get(record.applicatorId)?.name ?? null),
          timeZone,
        };
      });
    },

    /**
     * `GET analyse/by-order/dto/{id}`: the order, its inconsistency causes, its products' limits and,
     * hour by hour on `date` (default: the planned start day, else today, branch-local), which limit
     * blocks which product, from planning's order analysis (`hourByHour`). Hours that cannot be
     * analysed (no field geometry, no forecast, weather down) leave `hours` empty with the reason.
     */
    async analyse(
      auth: TAuth,
      id: number,
      options: {
        date?: string;
        hourByHour: (auth: TAuth, orderId: number, date: string) => Promise<THourVerdict[]>;
      },
    ): Promise<TWorkOrderAnalysis> {
      const record = await getRecord(auth, id);
      const [productRows, timeZone] = await Promise.all([
        products.getMany(
          auth,
          record.products.map((line) => line.productId),
        ),
        timeZoneOf(auth),
      ]);
      const date =
        options.date ??
        localDateOf(record.plannedStart ? new Date(record.plannedStart) : new Date(), timeZone);
      let hours: THourVerdict[] = [];
      let hoursProblem: TWorkOrderAnalysis['hoursProblem'] = null;
      try {
        hours = await options.hourByHour(auth, id, date);
      } catch (error) {
        if (!(error instanceof AppError) || !HOURS_PROBLEMS.has(error.key)) throw error;
        hoursProblem = {
          code: String(error.code ?? error.key),
          message: formatMessage(error.key, auth.language, error.params),
        };
      }
      return {
        order: record,
        causes: record.inconsistencies,
        products: productRows,
        date,
        hours,
        hoursProblem,
      };
    },

    /** The printable document: the order, its fields with boundaries, its products with limits. */
    async document(auth: TAuth, id: number) {
      const [document] = await api.documents(auth, [id]);
      return document!;
    },

    /**
     * The applicator's sheet, what the browser shows and the PDF prints: the printable document,
     * where the schedule holds the order and its loads on that day, and the sensitive sites near
     * its fields (nearest first per field).
     */
    async printable(auth: TAuth, id: number): Promise<TWorkOrderSheet> {
      const document = await api.document(auth, id);
      const { order } = document;
      const [[scheduled], hazards] = await Promise.all([
        schedule.withSchedule(auth, [order], document.timeZone),
        hazardsOf(auth, document.fields),
      ]);
      const { dayState, plannedDate, machineId, machineName } = scheduled!;
      const loads =
        machineId !== null && plannedDate !== null && order.equipmentGroupId !== null
          ? await ticketLoads.get()(
              auth,
              { id: order.cdOrdemServico, groupId: order.equipmentGroupId },
              plannedDate,
            )
          : [];
      return { ...document, schedule: { dayState, plannedDate, machineName }, loads, hazards };
    },

    /**
     * The applicator's sheet as a PDF; quantities in the branch's units, texts in the caller's
     * language.
     */
    async pdf(auth: TAuth, id: number, language: TLocale = auth.language) {
      const [sheet, branches] = await Promise.all([api.printable(auth, id), tenancy.permittedUnits(auth)]);
      const branch = branches.find((candidate) => candidate.id === auth.unitId);
      const content = await renderWorkOrderPdf({
        ...sheet,
        language,
        paper: paperSizeOf(branch?.language ?? language),
        units: unitSystemFor(branch?.language ?? language, auth.units),
        printedAt: new Date(),
      });
      return { content, fileName: pdfFileName(sheet.order) };
    },

    /** The closed-order application report (status COMPLETED only). */
    async report(auth: TAuth, id: number) {
      const document = await api.document(auth, id);
      if (document.order.status !== WORK_ORDER_STATUS.COMPLETED)
        throw conflict('workOrderStatusNotAllowed', {
          status: SCHEDULE_STATUS_LABELS[document.order.status],
        });
      const applicator = document.order.applicatorId
        ? await employees.get(auth, document.order.applicatorId).catch(() => null)
        : null;
      return buildClosedOrderReport({
        document,
        applicator,
        weather: dependencies.weather,
        observedHours: await observed.hoursOf(auth.ownerId, id),
        dispatchForecast: await observed.dispatchForecastOf(auth.ownerId, id),
        ownerId: auth.ownerId,
        localDate: (instant) => localDateOf(instant, document.timeZone),
      });
    },
  };
  return api;
}
