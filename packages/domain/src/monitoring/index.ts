export * from './machine-api';
export * from './execution';
export * from './simulator';
export * from './trails';
export * from './fleet';
export * from './coverage';
export * from './operator';
export * from './as-applied-import';
