import { commonFields, MISSING_VALUE, type TemplateDefinition } from './template-definition';

/** Parere legale: the lawyer's written opinion to a client on a question, with facts, law and conclusions. */
export const parereLegale: TemplateDefinition = {
  key: 'parere-legale',
  name: 'Parere legale',
  description:
    'Parere scritto al cliente su un quesito: premessa, fatti, quadro normativo, analisi, conclusioni e limiti del parere.',
  documentType: 'parere',
  legalArea: 'diritto_civile',
  fields: [
    { name: 'studio', label: 'Studio legale', type: 'text', required: false },
    commonFields.avvocatoNome,
    { name: 'cliente_nome', label: 'Cliente', type: 'text', required: true },
    { name: 'oggetto', label: 'Oggetto del parere', type: 'text', required: true },
    { name: 'quesito', label: 'Quesito', type: 'textarea', required: true, rows: 4 },
    { name: 'fatti', label: 'Fatti rilevanti', type: 'textarea', required: true, rows: 8 },
    { name: 'documenti_esaminati', label: 'Documenti esaminati', type: 'textarea', required: false, rows: 3 },
    {
      name: 'normativa',
      label: 'Norme e precedenti da considerare',
      type: 'textarea',
      required: false,
      rows: 4,
      placeholder: 'art. 1453 c.c.; art. 1455 c.c.',
    },
    { name: 'luogo', label: 'Luogo di redazione', type: 'text', required: true },
  ],
  body: `{{studio}}

{{luogo}}, {{data_odierna}}

Riservato – coperto da segreto professionale

Spett.le
{{cliente_nome}}

# PARERE LEGALE

**Oggetto:** {{oggetto}}

Gentile Cliente,

Le trasmetto il parere richiesto sulla questione in oggetto.

## Premessa e quesito

Mi è stato chiesto di esprimere un parere sul seguente quesito:

{{quesito}}

Il parere è reso sulla base dei fatti riferiti e dei documenti di seguito indicati.

## Documenti esaminati

{{documenti_esaminati}}

## I fatti

{{fatti}}

## Quadro normativo

Vengono in rilievo le seguenti disposizioni: {{normativa_indicata}}

## Analisi

[Analisi giuridica del quesito alla luce dei fatti e delle norme indicate, con le possibili soluzioni e i relativi rischi.]

## Conclusioni

[Risposta sintetica al quesito e indicazioni operative.]

## Limiti del parere

Il presente parere è reso esclusivamente a favore del destinatario, sulla base dei fatti e dei documenti sopra indicati e della normativa vigente alla data odierna; fatti ulteriori o diversi potrebbero condurre a conclusioni differenti. Esso non può essere divulgato a terzi senza il consenso dello scrivente.

Resto a disposizione per ogni chiarimento e porgo cordiali saluti.

Avv. {{avvocato_nome}}
`,
  derive: (values) => ({ values: { normativa_indicata: values.normativa ?? MISSING_VALUE } }),
};
