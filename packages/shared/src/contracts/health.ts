import { z } from '../zod-it';

export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;
export const readinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
