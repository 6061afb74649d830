import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Security headers on every answer (`@fastify/helmet`). The Content-Security-Policy is the one the
 * web app runs under: scripts only from this origin; inline styles, which Mantine injects; images
 * and map tiles from this origin, data:/blob: URLs and any https host (a build may configure raster
 * base maps elsewhere), which MapLibre's worker also fetches (connect-src); MapLibre's worker from
 * this origin or a blob: URL; never framed by another site.
 */
export const SECURITY_HEADERS: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https:'],
      workerSrc: ["'self'", 'blob:'],
      childSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Cross-origin tiles are plain images without CORP headers; requiring them would blank the map.
  crossOriginEmbedderPolicy: false,
};
