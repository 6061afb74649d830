export * from './machine-api';
export * from './execution';
export * from './coverage';
