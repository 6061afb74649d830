export * from './status';
export * from './ranking';
export * from './work-order';
export * from './analysis';
export * from './licence-alerts';
export * from './ticket';
export * from './work-order-list';
export * from './story';
