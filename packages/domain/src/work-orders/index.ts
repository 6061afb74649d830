export * from './status';
export * from './ranking';
