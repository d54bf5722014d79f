export * from './plans';
export * from './sessions';
export * from './users';
