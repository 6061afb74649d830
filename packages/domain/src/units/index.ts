export * from './measures';
export * from './measure-units';
