import { z } from '@brocardo/shared';

/** Plausible request values generated from the routes' zod schemas (via JSON Schema). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
};

/** Values the fixtures make real, by property name (a test fills them once it has created them). */
export const knownValues: Record<string, unknown> = {};

/** A plausible value for a JSON Schema: every property present, every string filled in. */
export function sample(schema: JsonSchema | undefined, depth = 0, key = ''): unknown {
  if (key in knownValues) return knownValues[key];
  if (!schema || depth > 8) return 'testo';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
    return sample(branch, depth + 1, key);
  }
  if (schema.allOf?.length) return sample(schema.allOf[0], depth + 1, key);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t && t !== 'null');
  if (type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1, k)]);
    // A record (`z.record`) gets one entry of its own, so its values are exercised too.
    if (!schema.properties && typeof schema.additionalProperties === 'object') {
      entries.push(['chiave', sample(schema.additionalProperties, depth + 1)]);
    }
    return Object.fromEntries(entries);
  }
  if (type === 'array') {
    const items = Array.isArray(schema.items) ? schema.items : (schema.prefixItems ?? [schema.items]);
    const count = Math.max(1, schema.minItems ?? 1);
    return Array.from({ length: count }, (_, i) => sample(items[i % items.length], depth + 1));
  }
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 0);
  if (type === 'boolean') return false;
  if (schema.format === 'email' || /email/i.test(key)) return 'utente.nuovo@studio.it';
  if (/password/i.test(key)) return 'Password123';
  const text = 'testo di prova '.repeat(Math.ceil((schema.minLength ?? 1) / 15)).trim();
  return text.slice(0, Math.max(schema.maxLength ?? text.length, schema.minLength ?? 1));
}

export function sampleOf(zodSchema: unknown): unknown {
  if (!(zodSchema instanceof z.ZodType)) return {};
  return sample(z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** The paths of every string in a value. */
export function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}
