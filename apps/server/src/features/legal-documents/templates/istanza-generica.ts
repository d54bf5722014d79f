import type { TemplateDefinition } from './template-definition';

/** Istanza generica: a request to a judge or an office, in a pending proceeding or on its own. */
export const istanzaGenerica: TemplateDefinition = {
  key: 'istanza-generica',
  name: 'Istanza generica',
  description:
    "Istanza rivolta a un giudice o a un ufficio (rinvio, anticipazione d'udienza, rilascio di copie, accesso agli atti…), con premesse, richiesta e allegati.",
  documentType: 'istanza',
  legalArea: 'diritto_civile',
  fields: [
    {
      name: 'destinatario',
      label: 'Autorità o ufficio destinatario',
      type: 'text',
      required: true,
      placeholder: 'Tribunale di Roma – Sezione II civile',
    },
    {
      name: 'procedimento',
      label: 'Procedimento di riferimento (n. R.G., giudice, prossima udienza)',
      type: 'text',
      required: false,
    },
    {
      name: 'istante_nome',
      label: 'Istante (nome e cognome o ragione sociale)',
      type: 'text',
      required: true,
    },
    {
      name: 'istante_cf',
      label: "Codice fiscale dell'istante",
      type: 'text',
      required: false,
      format: 'codice_fiscale',
    },
    {
      name: 'istante_qualita',
      label: 'In qualità di (es. attore, creditore procedente)',
      type: 'text',
      required: false,
    },
    {
      name: 'avvocato_nome',
      label: 'Avvocato (se presentata da un legale)',
      type: 'text',
      required: false,
      format: 'lawyer_name',
    },
    { name: 'oggetto', label: "Oggetto dell'istanza", type: 'text', required: true },
    { name: 'premesse', label: 'Premesse di fatto', type: 'textarea', required: true, rows: 6 },
    { name: 'richiesta', label: 'Richiesta', type: 'textarea', required: true, rows: 4 },
    { name: 'allegati', label: 'Allegati', type: 'textarea', required: false, rows: 3 },
    { name: 'luogo', label: 'Luogo di redazione', type: 'text', required: true },
  ],
  body: `# {{destinatario}}

Procedimento: {{procedimento}}

## ISTANZA

**Oggetto:** {{oggetto}}

Il/La sottoscritto/a **{{istante_nome}}**,
C.F. {{istante_cf}},
in qualità di {{istante_qualita}},
rappresentato/a e difeso/a dall'Avv. {{avvocato_nome}},

## Premesso che

{{premesse}}

## Chiede

che codesto Ufficio voglia:

{{richiesta}}

Con osservanza.

{{luogo}}, {{data_odierna}}

{{istante_nome}}
Avv. {{avvocato_nome}}

## Allegati

{{allegati}}
`,
};
