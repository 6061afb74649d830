export * from './routing';
export * from './plan';
