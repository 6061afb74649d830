export * from './machine-api';
export * from './execution';
export * from './trails';
export * from './fleet';
