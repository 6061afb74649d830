export * from './routing';
export * from './plan';
export * from './settings';
export * from './trip';
export * from './planning-log';
export * from './planning-job';
export * from './available-orders';
export * from './plan-queries';
