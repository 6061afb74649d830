export * from './erp-contract';
export * from './integration';
