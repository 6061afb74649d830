import type { TSeasonPlanning, TSeasonPlanningQuery, TSeasonShare, TSeasonWeek } from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { forbidden } from '../../http/errors';
import { localDateOf } from '../../calendar/calendar';
import { createSeasonPlanningRepository } from './season-planning.repository';

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const DAY = 86_400_000;

/** The Monday of every week that holds a day of the year, as YYYY-MM-DD. */
export function weeksOf(season: number): string[] {
  const first = Date.UTC(season, 0, 1);
  const monday = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY;
  const weeks: string[] = [];
  for (let at = monday; at <= Date.UTC(season, 11, 31); at += 7 * DAY)
    weeks.push(new Date(at).toISOString().slice(0, 10));
  return weeks;
}

/** Area by crop and product over a season against the branch's capacity (403 without the feature). */
export function createSeasonPlanningService(db: TDatabase) {
  const repository = createSeasonPlanningRepository(db);
  return {
    async season(auth: TAuth, query: TSeasonPlanningQuery, now = new Date()): Promise<TSeasonPlanning> {
      if (!(await repository.featureOn(auth.ownerId))) throw forbidden();
      const timeZone = await repository.timeZone(auth.unitId);
      const season = query.season ?? Number(localDateOf(now, timeZone).slice(0, 4));
      const [from, to] = [`${season}-01-01`, `${season}-12-31`];
      const scope = { ownerId: auth.ownerId, unitId: auth.unitId, locationIds: auth.activeLocationIds };
      const [rows, products, weeklyCapacity] = await Promise.all([
        repository.weeksByCrop(scope, timeZone, from, to),
        repository.byProduct(scope, timeZone, from, to),
        repository.weeklyCapacity(scope),
      ]);
      const capacity = round(weeklyCapacity);
      const weeks = new Map<string, TSeasonWeek>(
        weeksOf(season).map((week) => [
          week,
          { week, plannedHectares: 0, appliedHectares: 0, byCrop: {}, capacityHectares: capacity },
        ]),
      );
      const crops = new Map<string, TSeasonShare>();
      for (const row of rows) {
        const key = row.cropId === null ? 'none' : String(row.cropId);
        const week = weeks.get(row.week)!;
        week.plannedHectares += row.planned;
        week.appliedHectares += row.applied;
        week.byCrop[key] = (week.byCrop[key] ?? 0) + row.planned;
        const crop = crops.get(key) ?? {
          id: row.cropId,
          name: row.cropName,
          plannedHectares: 0,
          appliedHectares: 0,
        };
        crop.plannedHectares += row.planned;
        crop.appliedHectares += row.applied;
        crops.set(key, crop);
      }
      const roundShare = (share: TSeasonShare) => ({
        ...share,
        plannedHectares: round(share.plannedHectares),
        appliedHectares: round(share.appliedHectares),
      });
      return {
        season,
        timeZone,
        weeklyCapacityHectares: capacity,
        weeks: [...weeks.values()].map((week) => ({
          ...week,
          plannedHectares: round(week.plannedHectares),
          appliedHectares: round(week.appliedHectares),
          byCrop: Object.fromEntries(Object.entries(week.byCrop).map(([key, value]) => [key, round(value)])),
        })),
        crops: [...crops.values()].map(roundShare).sort((a, b) => b.plannedHectares - a.plannedHectares),
        products: products.map((row) =>
          roundShare({
            id: row.id,
            name: row.name,
            plannedHectares: row.planned,
            appliedHectares: row.applied,
          }),
        ),
        plannedHectares: round(rows.reduce((sum, row) => sum + row.planned, 0)),
        appliedHectares: round(rows.reduce((sum, row) => sum + row.applied, 0)),
      };
    },
  };
}

export type TSeasonPlanningService = ReturnType<typeof createSeasonPlanningService>;
