/**
 * Tramline's scheduling engine: one day, one equipment group, pure TypeScript.
 * Units: seconds from a day origin, metres, hectares, km/h, litres or kilograms.
 */
export type {
  Compartment,
  Consolidation,
  FamilyTransition,
  Hectares,
  KilometresPerHour,
  Machine,
  Metres,
  MixtureType,
  Order,
  OrderLoad,
  Problem,
  Quantity,
  Seconds,
  Shift,
  Tender,
  TimeWindow,
  TravelMatrix,
  Weighting,
} from './model/problem';
export { MAX_ROUTING_DISTANCE_M, ProblemError } from './model/problem';
export type {
  Activity,
  ActivityKind,
  MachineSchedule,
  Plan,
  ScheduleSummary,
  ScheduledOrder,
  TenderLoadItem,
  TenderSchedule,
  UnassignedCause,
  UnassignedOrder,
} from './model/plan';
export { PlanningCode } from './model/plan';
export { solve, solveAsync } from './solve';
export { evaluateRoutes } from './evaluate/evaluate-routes';
export { planNearestFeasible } from './construct/nearest-feasible';
export type { EvaluatedRoutes, FixedRoute, RouteStop, RouteViolation } from './evaluate/evaluate-routes';
export type { SolveOptions, SolveProgress } from './solve';
export { firstOf, maxIterations, maxRuntime, noImprovement, performanceClock } from './stop/stop-criterion';
export type { Clock, StopCriterion } from './stop/stop-criterion';
export { computeApplicationWindows } from './windows/application-windows';
export type {
  ApplicationWindows,
  ForecastHour,
  HourVerdict,
  ProductLimits,
  SunRule,
  WindowLimit,
  WindowReason,
  WindowsInput,
} from './windows/application-windows';
export { buildGreatCircleMatrix } from './model/travel';
export type { GeoPoint } from './model/travel';
export { solveWorkerBootstrap, solveWorkerUrl, startSolveWorker } from './worker-client';
export type { SolveJob } from './worker-client';
export type { WorkerReply, WorkerRequest, WorkerSolveOptions } from './worker';
