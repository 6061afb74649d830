export * from './machine-api';
export * from './execution';
