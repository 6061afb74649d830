import { z } from 'zod';
import { authOf, type TApi } from '../../http/types';

export const PLANNING_BASE = '/planejamento-ordem-servico/v2';

const ZJob = z.object({
  processHash: z.string(),
  status: z.enum(['pendente', 'concluido', 'falhou']),
  type: z.enum(['planning-new', 'save-sequence']),
  destiny: z.string(),
  code: z.number().int().nullable(),
  message: z.string().nullable(),
  progress: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
});

const ZProcessHash = z.string().regex(/^[0-9a-f]{32}$/);

export function planningJobsRoutes(app: TApi) {
  const jobs = app.services.planningJobs;
  const tags = ['planning'];

  app.get(
    `${PLANNING_BASE}/status-otimizacao/:code`,
    {
      schema: {
        tags,
        summary: 'Status of an optimisation or saved sequence by its process hash',
        params: z.object({ code: ZProcessHash }),
        response: { 200: ZJob },
      },
    },
    async (request) => jobs.status(authOf(request), request.params.code),
  );

  app.put(
    `${PLANNING_BASE}/status-otimizacao/cancela/`,
    {
      config: { permission: 'planning.plan' },
      schema: {
        tags,
        summary: 'Cancel an optimisation in progress',
        body: z.object({ processHash: ZProcessHash }).strict(),
        response: { 200: ZJob },
      },
    },
    async (request) => jobs.cancel(authOf(request), request.body.processHash),
  );
}
