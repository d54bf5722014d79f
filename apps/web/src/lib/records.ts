/** A plain JSON object (not null, not an array): the shape of API bodies and stored records. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
