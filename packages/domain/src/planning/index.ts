export * from './routing';
