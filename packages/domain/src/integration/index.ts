export * from './erp-contract';
export * from './integration';
export * from './integration-files';
export * from './integration-erp-calls';
