/** Where the spec's planning routes live, under `/api`. */
export const PLANNING_BASE = '/planejamento-ordem-servico/v2';
