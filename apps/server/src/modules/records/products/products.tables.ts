import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { owners, units } from '../../tenancy/tenancy.tables';

/** A crop of the owner (corn, soybean...). */
export const crops = pgTable(
  'crops',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    code: text().notNull(),
    name: text().notNull(),
  },
  (table) => [uniqueIndex('crops_owner_code').on(table.ownerId, table.code)],
);

export const cropVarieties = pgTable(
  'crop_varieties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cropId: integer()
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    name: text().notNull(),
  },
  (table) => [index().on(table.cropId)],
);

/** Growth stages of a crop (V6, R1...), in order. */
export const cropStages = pgTable(
  'crop_stages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cropId: integer()
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    position: integer().notNull(),
  },
  (table) => [index().on(table.cropId)],
);

/**
 * A product or a blend of a branch. Weather limits are nullable: a missing limit is what planning
 * reports as SEM_VENTO / SEM_TEMPERATURA / SEM_UMIDADE, a zero is a limit. Amounts per hectare are
 * in the product's base amount: litres (liquid), kilograms (dry, ammonia) or seeds (seed).
 */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    name: text().notNull(),
    /** LIQUID, DRY, AMMONIA or SEED. */
    type: text().notNull(),
    /** ACTIVE or DELETED. */
    status: text().notNull().default('ACTIVE'),
    isBlend: boolean().notNull().default(false),
    epa: text(),
    ean: text(),
    gtin: text(),
    erpCode: text(),
    rainFreeHours: doublePrecision(),
    reEntryHours: doublePrecision(),
    preHarvestDays: doublePrecision(),
    applicationSpeedKmh: doublePrecision(),
    maxYearlyAmountPerHectare: doublePrecision(),
    singleApplicationAmountPerHectare: doublePrecision(),
    sprayVolumeMinLitresPerHectare: doublePrecision(),
    sprayVolumeMaxLitresPerHectare: doublePrecision(),
    humidityMinPercent: doublePrecision(),
    humidityMaxPercent: doublePrecision(),
    temperatureMinCelsius: doublePrecision(),
    temperatureMaxCelsius: doublePrecision(),
    windSpeedMinKmh: doublePrecision(),
    windSpeedMaxKmh: doublePrecision(),
    /** Spray only from 1 hour after sunrise to 2 hours before sunset. */
    sunRule: boolean().notNull().default(false),
    densityKgPerLitre: doublePrecision(),
    /** Unit the density is typed and shown in: kg/l or lb/gal. */
    densityUnit: text().notNull().default('kg/l'),
    /** One of the 16 measure units; rates are shown in it per acre or hectare. */
    rateUnit: text().notNull(),
    /** Percent of each nutrient by mass. */
    analysis: jsonb()
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    seedsPerUnit: doublePrecision(),
    cleaningFamily: text(),
    /** VRA or DRA when the product is that adjuvant. */
    adjuvantKind: text(),
    requiresVra: boolean().notNull().default(false),
    requiresDra: boolean().notNull().default(false),
    /** The licence an applicator needs for it: NONE, APPLICATOR or DICAMBA. */
    licenceRequired: text().notNull().default('NONE'),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.ownerId, table.unitId, table.status)],
);

export const productCrops = pgTable(
  'product_crops',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cropId: integer()
      .notNull()
      .references(() => crops.id),
  },
  (table) => [primaryKey({ columns: [table.productId, table.cropId] })],
);

/** The products of a blend with their rate per hectare in each product's base amount. */
export const blendComponents = pgTable(
  'blend_components',
  {
    blendId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    ratePerHectare: doublePrecision().notNull(),
    position: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.blendId, table.productId] }), index().on(table.productId)],
);
