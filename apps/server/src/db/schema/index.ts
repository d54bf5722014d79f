export * from './plans';
export * from './users';
