export * from './plans';
export * from './registration';
export * from './sessions';
export * from './users';
