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

/** A client company: every business row belongs to one. */
export const owners = pgTable('owners', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Short code used at login and, upper-cased, as the live topic. Stored lower-case. */
  code: text().notNull().unique(),
  name: text().notNull(),
  settings: jsonb()
    .$type<{
      seasonPlanning?: boolean;
      supportEmail?: string | null;
      /** Web address of a support chat service; without one the support panel offers email. */
      chatUrl?: string | null;
    }>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  version: integer().notNull().default(1),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const regions = pgTable('regions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  ownerId: integer()
    .notNull()
    .references(() => owners.id),
  name: text().notNull(),
});

/** A branch (unit). */
export const units = pgTable(
  'units',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    regionId: integer().references(() => regions.id),
    name: text().notNull(),
    timeZone: text().notNull(),
    language: text().notNull(),
    /** Centre used to fit maps, WGS84. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** Where the branch's support requests go; the owner's support email when empty. */
    supportEmail: text(),
    /** Short code, unique in the owner (case-insensitive). */
    code: text(),
    /** `imperial` or `metric`; when empty, the one of the branch's language. */
    unitSystem: text(),
    /** ISO 3166-1 alpha-2 country code. */
    country: text(),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.ownerId),
    uniqueIndex('units_owner_code').on(table.ownerId, sql`lower(${table.code})`),
  ],
);

/** An office of a branch. Users choose active locations per branch. */
export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    name: text().notNull(),
    address: text(),
    contactFirstName: text(),
    contactLastName: text(),
    email: text(),
    phone: text(),
    erpCode: text(),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.ownerId, table.unitId),
    uniqueIndex('locations_owner_erp_code').on(table.ownerId, table.erpCode),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    login: text().notNull(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    /** scrypt hash `scrypt$N$r$p$salt$hash`. */
    passwordHash: text().notNull(),
    language: text().notNull().default('en-us'),
    /** `language` (the units of the interface language), `imperial` or `metric`. */
    units: text().notNull().default('language'),
    roles: text().array().notNull(),
    /** The branch the user last worked in. */
    activeUnitId: integer().references(() => units.id),
    /** The user must set a new password at next login. */
    mustChangePassword: boolean().notNull().default(false),
    /** Number of the applicator licence the user holds, when they apply products themselves. */
    applicatorLicence: text(),
    /** When the user accepted the terms and conditions during onboarding. */
    termsAcceptedAt: timestamp({ withTimezone: true }),
    passwordChangedAt: timestamp({ withTimezone: true }),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_owner_login').on(table.ownerId, sql`lower(${table.login})`)],
);

export const userUnits = pgTable(
  'user_units',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: integer()
      .notNull()
      .references(() => units.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.unitId] })],
);

export const userRegions = pgTable(
  'user_regions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.regionId] })],
);

/** Locations a user is permitted to see. */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.locationId] })],
);

/** Locations a user has chosen as active; a subset of the permitted ones. */
export const userActiveLocations = pgTable(
  'user_active_locations',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.locationId] })],
);
