/** Test builders shared by the packages' tests; not part of the product's code. */
export * from './monitoring/operator.testing';
