export { firstOf, maxIterations, maxRuntime, noImprovement, performanceClock } from './stop-criterion';
export type { Clock, StopCriterion } from './stop-criterion';
