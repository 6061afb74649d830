export * from './loads';
export * from './mixing-order';
export * from './load-content';
