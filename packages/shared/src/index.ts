export * from './contracts/auth';
export * from './contracts/health';
export * from './contracts/registration';
export * from './errors';
export * from './rules/auth';
export * from './rules/plans';
export { z } from './zod-it';
