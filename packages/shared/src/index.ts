export * from './contracts/health';
export * from './errors';
export * from './rules/plans';
export { z } from './zod-it';
