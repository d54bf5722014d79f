import { createHash } from 'node:crypto';
import { attoDiCitazione } from './atto-di-citazione';
import { comparsaDiRisposta } from './comparsa-di-risposta';
import { contrattoLocazione } from './contratto-locazione';
import { costituzioneInMora } from './costituzione-in-mora';
import { informativaUsoIa } from './informativa-uso-ia';
import { istanzaGenerica } from './istanza-generica';
import { letteraDiffida } from './lettera-diffida';
import { parereLegale } from './parere-legale';
import { procuraAlleLiti } from './procura-alle-liti';
import { ricorsoDecretoIngiuntivo } from './ricorso-decreto-ingiuntivo';
import type { TemplateDefinition } from './template-definition';

/** The shipped templates, in the order the form lists them. */
export const TEMPLATE_DEFINITIONS: readonly TemplateDefinition[] = [
  letteraDiffida,
  costituzioneInMora,
  contrattoLocazione,
  procuraAlleLiti,
  ricorsoDecretoIngiuntivo,
  attoDiCitazione,
  comparsaDiRisposta,
  parereLegale,
  istanzaGenerica,
  informativaUsoIa,
];

const byKey = new Map(TEMPLATE_DEFINITIONS.map((definition) => [definition.key, definition]));

export function templateDefinition(key: string): TemplateDefinition | undefined {
  return byKey.get(key);
}

/**
 * What identifies a version of a template: everything stored in its row. The derivations are code and
 * travel with the release; a change to them alone does not make a new version.
 */
export function definitionHash(definition: TemplateDefinition): string {
  const { key, name, description, documentType, legalArea, fields, body } = definition;
  return createHash('sha256')
    .update(JSON.stringify({ key, name, description, documentType, legalArea, fields, body }))
    .digest('hex');
}

export type { TemplateDefinition } from './template-definition';
