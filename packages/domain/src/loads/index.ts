export * from './loads';
export * from './mixing-order';
