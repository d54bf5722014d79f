import { formatItalianNumber } from '@brocardo/shared';
import { commonFields, type TemplateDefinition } from './template-definition';

const WITH_TERMINATION = 'Sì, con diffida ad adempiere ex art. 1454 c.c.';

/** Lettera di diffida e messa in mora: the creditor's lawyer asks for payment within a term (art. 1219 c.c.). */
export const letteraDiffida: TemplateDefinition = {
  key: 'lettera-diffida-messa-in-mora',
  name: 'Lettera di diffida e messa in mora',
  description:
    "Lettera dell'avvocato che intima al debitore di adempiere entro un termine, con effetto di costituzione in mora (art. 1219 c.c.) e, a scelta, di diffida ad adempiere con risoluzione del contratto (art. 1454 c.c.).",
  documentType: 'lettera_diffida',
  legalArea: 'diritto_civile',
  fields: [
    {
      name: 'creditore_nome',
      label: 'Creditore (nome e cognome o ragione sociale)',
      type: 'text',
      required: true,
    },
    { name: 'creditore_indirizzo', label: 'Residenza o sede del creditore', type: 'text', required: false },
    commonFields.avvocatoNome,
    { ...commonFields.avvocatoPec, required: false },
    {
      name: 'debitore_nome',
      label: 'Debitore (nome e cognome o ragione sociale)',
      type: 'text',
      required: true,
    },
    { name: 'debitore_indirizzo', label: 'Indirizzo del debitore', type: 'text', required: true },
    { name: 'debitore_pec', label: 'PEC del debitore', type: 'email', required: false },
    {
      name: 'titolo_credito',
      label: 'Titolo del credito (contratto, fatture, prestazioni eseguite)',
      type: 'textarea',
      required: true,
      rows: 4,
    },
    { name: 'importo', label: 'Importo dovuto (€)', type: 'number', required: true, money: true },
    {
      name: 'data_scadenza',
      label: 'Data di scadenza del pagamento',
      type: 'date',
      required: true,
      date_range: 'not_future',
    },
    {
      name: 'termine_giorni',
      label: 'Termine per adempiere (giorni dal ricevimento)',
      type: 'number',
      required: true,
      integer: true,
      min: 1,
      max: 365,
      placeholder: '15',
    },
    {
      name: 'iban',
      label: 'IBAN per il pagamento',
      type: 'text',
      required: false,
      format: 'iban',
      placeholder: 'IT60 X054 2811 1010 0000 0123 456',
    },
    {
      name: 'risoluzione',
      label: 'Diffida ad adempiere con risoluzione del contratto',
      type: 'select',
      required: false,
      options: ['No', WITH_TERMINATION],
    },
    commonFields.luogo,
  ],
  body: `{{luogo}}, {{data_odierna}}

**Raccomandata A/R anticipata a mezzo PEC**

Spett.le
{{debitore_nome}}
{{debitore_indirizzo}}
PEC: {{debitore_pec}}

# Oggetto: diffida ad adempiere e costituzione in mora ai sensi dell'art. 1219 c.c.

Egregi Signori,

Scrivo in nome e per conto di {{creditore_nome}},
con residenza/sede in {{creditore_indirizzo}},
che mi ha conferito incarico di tutelare i propri diritti nei Vostri confronti.

## 1. Il credito

Il mio assistito vanta nei Vostri confronti un credito di {{importo}}, scaduto il {{data_scadenza}}, che trova titolo in quanto segue:

{{titolo_credito}}

Nonostante la scadenza e i solleciti, la somma non risulta a oggi corrisposta.

## 2. Diffida e costituzione in mora

Con la presente, ai sensi e per gli effetti dell'art. 1219 c.c., Vi intimo formalmente di corrispondere la somma di {{importo}} entro e non oltre {{termine_giorni}} giorni dal ricevimento della presente, mediante bonifico bancario sul conto intestato al mio assistito.
IBAN: {{iban}}

La presente vale quale costituzione in mora a ogni effetto di legge: dalla sua ricezione decorrono gli interessi moratori ai sensi dell'art. 1224 c.c., salvo il maggior danno.

{{clausola_risolutiva}}

## 3. Avvertimento

In mancanza di pagamento nel termine indicato, il mio assistito si vedrà costretto ad agire in giudizio per il recupero del credito, anche in via monitoria ai sensi degli artt. 633 ss. c.p.c., con aggravio di spese, interessi e compensi a Vostro carico, senza ulteriore avviso.

La presente vale altresì quale atto interruttivo della prescrizione ai sensi dell'art. 2943 c.c.

Resto a disposizione per ogni chiarimento e attendo un Vostro riscontro nel termine indicato.

Distinti saluti.

Avv. {{avvocato_nome}}
PEC: {{avvocato_pec}}
`,
  derive: (values) => ({
    values: {
      clausola_risolutiva:
        values.risoluzione === WITH_TERMINATION
          ? `La presente vale inoltre quale diffida ad adempiere ai sensi dell'art. 1454 c.c.: decorso inutilmente il termine di ${formatItalianNumber(Number(values.termine_giorni))} giorni, il contratto s'intenderà senz'altro risolto di diritto, salvo il risarcimento del danno.`
          : null,
    },
    errors:
      values.risoluzione === WITH_TERMINATION && Number(values.termine_giorni) < 15
        ? {
            termine_giorni: [
              'La diffida ad adempiere richiede un termine non inferiore a quindici giorni (art. 1454, secondo comma, c.c.), salvo diverso accordo delle parti.',
            ],
          }
        : undefined,
  }),
};
