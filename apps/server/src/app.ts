import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { can, formatMessage } from '@tramline/domain';
import type { TDatabase } from './db/database';
import { handleError } from './http/error-handler';
import { AppError } from './http/errors';
import { requestLocale } from './http/locale';
import { SECURITY_HEADERS } from './http/security-headers';
import type { TApi } from './http/types';
import { createServices, type TServiceOptions } from './services';
import { apiModules } from './modules';
import './http/auth-context';

export interface TAppOptions {
  db: TDatabase;
  logger?: FastifyServerOptions['logger'];
  /** Built web app served at `/` with index.html for client routes. */
  webDist?: string;
  services?: TServiceOptions;
}

/** Largest request body accepted (1 MiB); file imports set their own limit. */
export const BODY_LIMIT = 1024 * 1024;

export const TOKEN_HEADER = 'x-auth-token';

/** Builds the HTTP app without listening; `server.ts` listens, tests call `app.inject`. */
export async function buildApp(options: TAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.decorate('services', createServices(options.db, options.services));
  await app.services.auth.start();
  await app.services.workOrders.start();
  app.addHook('onClose', async () => {
    await app.services.auth.stop();
    await app.services.workOrders.stop();
  });
  // A write's own changes to sessions, grants and records hold for the next request of this process.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      app.services.auth.afterWrite();
      app.services.workOrders.afterWrite();
    }
    return payload;
  });
  app.decorateRequest('auth', null);

  await app.register(fastifyHelmet, SECURITY_HEADERS);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Tramline API', description: 'Agricultural application logistics', version: '1.0.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
          deviceToken: { type: 'apiKey', in: 'header', name: 'X-Device-Token' },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  await app.register(
    async (api: TApi) => {
      api.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.public) return;
        const header = request.headers[TOKEN_HEADER];
        const token = Array.isArray(header) ? header[0] : header;
        const auth = token ? await api.services.auth.authenticate(token) : null;
        if (!auth) throw new AppError(401, 'tokenError');
        request.auth = auth;
      });
      api.addHook('preHandler', async (request) => {
        const permission = request.routeOptions.config.permission;
        if (permission && !can(request.auth?.roles ?? [], permission)) throw new AppError(403, 'forbidden');
        const isRead = request.method === 'GET' || request.method === 'HEAD';
        if (
          request.auth?.mustChangePassword &&
          !isRead &&
          !request.routeOptions.config.allowedBeforePasswordChange
        )
          throw new AppError(403, 'passwordChangeRequired');
      });
      api.get('/health', { config: { public: true }, schema: { tags: ['system'] } }, async () => ({
        status: 'ok',
      }));
      for (const register of apiModules) register(api);
    },
    { prefix: '/api' },
  );

  const webDist = options.webDist;
  const hasWeb = webDist !== undefined && existsSync(`${webDist}/index.html`);
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: 'notFound', message: formatMessage('notFound', requestLocale(request)) });
  });

  return app;
}

export type TBuiltApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * Stops taking connections and resolves once the requests in flight have answered. Node keeps a
 * keep-alive connection open until its timeout (72 s) after the server closes, so each is closed
 * as soon as it falls idle; a request already being answered finishes on its connection.
 */
export async function closeHttp(app: Pick<FastifyInstance, 'close' | 'server'>): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

/** How long a clean shutdown may take before the process is forced to exit. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface TShutdownStep {
  name: string;
  run: () => Promise<unknown>;
}

export interface TShutdownOptions {
  log: {
    info: (payload: object, message: string) => void;
    error: (payload: object, message: string) => void;
  };
  exit: (code: number) => void;
  timeoutMs?: number;
}

/**
 * Runs the close steps in order; a step that fails is logged and the next still runs (the database,
 * closed last, is never left open by an earlier failure). Exits 0 when all succeed, 1 when one
 * failed, and 1 with a log line naming the step still running when they take longer than the
 * timeout (a hung step must not keep the process alive after Ctrl-C).
 */
export async function shutDown(steps: readonly TShutdownStep[], options: TShutdownOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  let current = '';
  let finished = false;
  const timer = setTimeout(() => {
    if (finished) return;
    finished = true;
    options.log.error({ step: current, timeoutMs }, 'shutdown did not finish in time; forcing exit');
    options.exit(1);
  }, timeoutMs);
  let failed = false;
  for (const step of steps) {
    current = step.name;
    try {
      await step.run();
    } catch (error) {
      failed = true;
      options.log.error({ step: step.name, err: error }, 'shutdown step failed');
    }
    if (finished) return;
  }
  clearTimeout(timer);
  if (finished) return;
  finished = true;
  options.log.info({}, 'shut down');
  options.exit(failed ? 1 : 0);
}
