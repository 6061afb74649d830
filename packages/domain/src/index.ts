export * from './locale';
export * from './roles';
export * from './messages';
export * from './validation';
export * from './paging';
export * from './password';
export * from './auth';
export * from './tenancy';
