export * from './machine-api';
