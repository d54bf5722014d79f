/** What a matter (pratica) can give a generator template: its client and what the matter is about. */
export interface MatterTemplateSource {
  client_name: string;
  name: string;
  reference: string | null;
}

/**
 * The generator's template fields a chosen matter fills when the user leaves them empty: the client
 * (the opinion letter's and the AI disclosure's `cliente_nome`, the power of attorney's `parte_nome`)
 * and the engagement (`incarico`, the matter's name with its number).
 */
const MATTER_TEMPLATE_FIELDS: Readonly<Record<string, (matter: MatterTemplateSource) => string>> = {
  cliente_nome: (matter) => matter.client_name,
  parte_nome: (matter) => matter.client_name,
  incarico: (matter) => (matter.reference ? `${matter.name} (pratica n. ${matter.reference})` : matter.name),
};

/**
 * `values` with each of `fieldNames` a matter backs taken from the matter if it is `absent` (the
 * server: a field sent empty was cleared on purpose) or also if `blank` (the form, when a matter or a
 * template is chosen). As withFirmProfileValues does for the firm's profile.
 */
export function withMatterValues(
  fieldNames: readonly string[],
  values: Readonly<Record<string, string>> | undefined,
  matter: MatterTemplateSource | null,
  fill: 'absent' | 'blank',
): Record<string, string> {
  const filled: Record<string, string> = { ...values };
  if (!matter) return filled;
  for (const name of fieldNames) {
    const source = MATTER_TEMPLATE_FIELDS[name];
    const given = Object.hasOwn(filled, name) && (fill === 'absent' || (filled[name] ?? '').trim() !== '');
    if (!source || given) continue;
    filled[name] = source(matter);
  }
  return filled;
}
