import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners, units, users } from '../../tenancy/tenancy.tables';
import { equipmentGroups } from '../../records/equipment-groups/equipment-groups.tables';

/**
 * Planning settings of an equipment group: routing weighting and vehicle, and which weather limits
 * of the products planning respects. A group without a row plans with the defaults (fastest,
 * sprayer, every limit respected).
 */
export const planningSettings = pgTable(
  'planning_settings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    equipmentGroupId: integer()
      .notNull()
      .references(() => equipmentGroups.id, { onDelete: 'cascade' }),
    /** `fastest` or `shortest`. */
    weighting: text().notNull(),
    /** Routing profile: `sprayer`, `spreader`, `tender` or `robot`. */
    vehicle: text().notNull(),
    respectWind: boolean().notNull().default(true),
    respectTemperature: boolean().notNull().default(true),
    respectHumidity: boolean().notNull().default(true),
    /** Rain in the product's rain-free hours. */
    respectRain: boolean().notNull().default(true),
    /** 1 hour after sunrise to 2 hours before sunset. */
    respectSun: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    updatedBy: integer().references(() => users.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.equipmentGroupId)],
);
