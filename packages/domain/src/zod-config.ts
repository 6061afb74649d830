import { z } from 'zod';

/**
 * In a browser, zod's compiled parsers stay off: the server's Content-Security-Policy forbids
 * eval, and zod's probe for it (`new Function`) is reported as a violation even though zod catches
 * it. Imported first by the package's index, since zod probes as soon as an object schema is built.
 * The server keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
