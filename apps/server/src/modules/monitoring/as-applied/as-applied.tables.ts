import { doublePrecision, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { TAreaGeometry, TBoundingBox, TCoverageRateSegment } from '@tramline/domain';
import { owners, units } from '../../tenancy/tenancy.tables';
import { workOrders } from '../../work-orders/work-orders.tables';

/**
 * An order's as-applied coverage as last computed from its positions: stored when the order is
 * completed, recomputed on demand. Areas in hectares.
 */
export const orderCoverage = pgTable(
  'order_coverage',
  {
    workOrderId: integer()
      .primaryKey()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    appliedAreaHectares: doublePrecision().notNull(),
    overlapAreaHectares: doublePrecision().notNull(),
    overlapPercent: doublePrecision().notNull(),
    fieldAreaHectares: doublePrecision().notNull(),
    uncoveredAreaHectares: doublePrecision().notNull(),
    offTargetAreaHectares: doublePrecision().notNull(),
    averageRate: doublePrecision(),
    appliedVolume: doublePrecision(),
    rateMin: doublePrecision(),
    rateMax: doublePrecision(),
    widthMetres: doublePrecision(),
    pointCount: integer().notNull(),
    covered: jsonb().$type<TAreaGeometry>(),
    rateSegments: jsonb().$type<TCoverageRateSegment[]>().notNull(),
    trail: jsonb().$type<[number, number][]>().notNull(),
    bbox: jsonb().$type<TBoundingBox>(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.ownerId, table.unitId)],
);
