import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchWorkOrdersList } from './work-orders-list.bench';

/** Every server benchmark, in order; each writes its figures under docs/bench. */
const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/bench');

await benchWorkOrdersList(docsDir);
