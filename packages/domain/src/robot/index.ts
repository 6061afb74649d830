export * from './robot';
