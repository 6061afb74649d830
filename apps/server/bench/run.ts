import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchWorkOrdersList } from './work-orders-list.bench';
import { benchPlanningDay } from './planning-day.bench';
import { benchReadLoad } from './read-load.bench';
import { benchIngestion } from './ingestion.bench';
import { benchReplanDay } from './replan-day.bench';

/** Every server benchmark, in order; each writes its figures under docs/bench. Names on the command line run only those. */
const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/bench');
const benches: Record<string, (docs: string) => Promise<unknown>> = {
  'work-orders-list': benchWorkOrdersList,
  'planning-day': benchPlanningDay,
  'read-load': benchReadLoad,
  ingestion: benchIngestion,
  'replan-day': benchReplanDay,
};
const chosen = process.argv.slice(2).filter((name) => name in benches);

for (const [name, bench] of Object.entries(benches))
  if (chosen.length === 0 || chosen.includes(name)) await bench(docsDir);
