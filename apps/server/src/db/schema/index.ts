export * from './chat';
export * from './documents';
export * from './legal';
export * from './plans';
export * from './points';
export * from './registration';
export * from './sessions';
export * from './users';
