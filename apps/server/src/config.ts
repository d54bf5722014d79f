import { fileURLToPath } from 'node:url';
import { z } from '@brocardo/shared';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Where the built SPA lives: apps/web/dist, the same depth from src/ and from dist/. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const configSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'deve essere un URL postgres:// o postgresql://')
    .optional(),
  DATABASE_POOL_MAX: positiveInt.default(10),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8)
    .regex(/[a-z]/, 'deve contenere una lettera minuscola')
    .regex(/[A-Z]/, 'deve contenere una lettera maiuscola')
    .regex(/\d/, 'deve contenere un numero')
    .optional(),
  ADMIN_NAME: z.string().min(2).max(255).default('Amministratore'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  TRUST_PROXY: booleanish.default(false),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  SESSION_IDLE_MINUTES: positiveInt.default(480),
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'deve essere un URL redis:// o rediss://')
    .optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the environment. Empty strings count as unset (a blank line in .env).
 * Values are never echoed back: DATABASE_URL and ADMIN_PASSWORD may hold secrets.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const keys = Object.keys(configSchema.shape);
  const input = Object.fromEntries(
    keys.filter((key) => env[key] !== undefined && env[key] !== '').map((key) => [key, env[key]]),
  );
  const result = configSchema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  return result.data;
}
