import { latestDefendantAppearanceDate } from '@brocardo/shared';
import { formatItalianDate } from '../italian-format';
import { describeTerm } from './atto-di-citazione';
import { commonFields, type TemplateDefinition } from './template-definition';

/**
 * Comparsa di costituzione e risposta (art. 167 c.p.c.): the defendant's position on each fact, the
 * exceptions and counterclaims that lapse if not raised here, third-party joinder (art. 269), filed
 * seventy days before the hearing (art. 166 c.p.c. after D.Lgs. 149/2022).
 */
export const comparsaDiRisposta: TemplateDefinition = {
  key: 'comparsa-costituzione-risposta',
  name: 'Comparsa di costituzione e risposta (art. 167 c.p.c.)',
  description:
    'Atto di costituzione del convenuto con presa di posizione sui fatti, eccezioni non rilevabili d’ufficio, eventuale domanda riconvenzionale e chiamata del terzo; il termine di deposito (art. 166 c.p.c.) è calcolato dalla data dell’udienza.',
  documentType: 'atto_costituzione',
  legalArea: 'diritto_civile',
  fields: [
    {
      name: 'tribunale',
      label: 'Tribunale',
      type: 'text',
      required: true,
      placeholder: 'Tribunale di Milano',
    },
    { name: 'numero_rg', label: 'Numero di ruolo generale (R.G.)', type: 'text', required: false },
    { name: 'giudice', label: 'Giudice designato', type: 'text', required: false },
    {
      name: 'convenuto_nome',
      label: 'Convenuto (nome e cognome o ragione sociale)',
      type: 'text',
      required: true,
    },
    {
      name: 'convenuto_cf',
      label: 'Codice fiscale del convenuto',
      type: 'text',
      required: true,
      format: 'codice_fiscale',
    },
    { name: 'convenuto_residenza', label: 'Residenza o sede del convenuto', type: 'text', required: true },
    commonFields.avvocatoNome,
    commonFields.avvocatoCf,
    commonFields.avvocatoPec,
    { name: 'attore_nome', label: 'Attore', type: 'text', required: true },
    {
      name: 'data_notifica_citazione',
      label: 'Data di notificazione della citazione',
      type: 'date',
      required: false,
      date_range: 'not_future',
    },
    {
      name: 'data_udienza',
      label: 'Udienza di prima comparizione indicata nella citazione',
      type: 'date',
      required: true,
      date_range: 'not_past',
    },
    commonFields.paroleChiave,
    {
      name: 'presa_posizione',
      label: "Presa di posizione sui fatti posti dall'attore a fondamento della domanda",
      type: 'textarea',
      required: true,
      rows: 8,
    },
    {
      name: 'eccezioni',
      label: "Eccezioni processuali e di merito non rilevabili d'ufficio",
      type: 'textarea',
      required: false,
      rows: 4,
    },
    { name: 'riconvenzionale', label: 'Domanda riconvenzionale', type: 'textarea', required: false, rows: 4 },
    {
      name: 'terzo',
      label: 'Terzo da chiamare in causa e ragioni (art. 269 c.p.c.)',
      type: 'textarea',
      required: false,
      rows: 3,
    },
    { name: 'mezzi_prova', label: 'Mezzi di prova e documenti', type: 'textarea', required: false, rows: 4 },
    { name: 'conclusioni', label: 'Conclusioni', type: 'textarea', required: true, rows: 4 },
    commonFields.luogo,
  ],
  body: `# {{tribunale}}

R.G. n. {{numero_rg}}
Giudice designato: {{giudice}}
Udienza di prima comparizione: {{data_udienza}}

## COMPARSA DI COSTITUZIONE E RISPOSTA

(art. 167 c.p.c.)

{{avviso_tardiva}}

## Parti

Per **{{convenuto_nome}}** (C.F. {{convenuto_cf}}), con residenza/sede in {{convenuto_residenza}}, rappresentato/a e difeso/a dall'Avv. {{avvocato_nome}} (C.F. {{avvocato_cf}}), giusta procura alle liti in calce al presente atto, presso il cui studio elegge domicilio, il quale dichiara di voler ricevere le comunicazioni all'indirizzo PEC {{avvocato_pec}}
– convenuto –

contro

**{{attore_nome}}**
– attore –

## Parole chiave

{{parole_chiave}}

## Premessa

Con atto di citazione notificato il {{data_notifica_citazione}}, {{attore_nome}} ha convenuto in giudizio l'odierno esponente davanti al {{tribunale}}, per l'udienza del {{data_udienza}}.
Con il presente atto il convenuto si costituisce in giudizio e contesta integralmente quanto ex adverso dedotto e richiesto, per le seguenti ragioni.

## In fatto

Il convenuto prende posizione in modo chiaro e specifico sui fatti posti dall'attore a fondamento della domanda, ai sensi dell'art. 167, primo comma, c.p.c.:

{{presa_posizione}}

## In diritto: eccezioni

{{eccezioni}}

{{sezione_riconvenzionale}}

{{sezione_terzo}}

## Mezzi di prova

Il convenuto chiede l'ammissione dei seguenti mezzi di prova e offre in comunicazione i seguenti documenti: {{mezzi_prova}}

## Conclusioni

Voglia l'Ill.mo Tribunale adito, disattesa ogni contraria istanza, eccezione e deduzione:

{{conclusioni}}

Con vittoria di spese e compensi di lite.

{{luogo}}, {{data_odierna}}

Avv. {{avvocato_nome}}
`,
  derive: (values, { today }) => {
    const hearing = values.data_udienza!;
    const term = latestDefendantAppearanceDate(hearing);
    return {
      values: {
        avviso_tardiva:
          term.date < today
            ? `> **Attenzione**: il termine per la costituzione tempestiva (art. 166 c.p.c.) è scaduto il ${formatItalianDate(term.date)}. La costituzione tardiva comporta le decadenze dell'art. 167 c.p.c. (domande riconvenzionali, eccezioni non rilevabili d'ufficio, chiamata del terzo): eliminare questa avvertenza prima del deposito.`
            : null,
        sezione_riconvenzionale: values.riconvenzionale
          ? `## Domanda riconvenzionale\n\nIl convenuto propone, a pena di decadenza ai sensi dell'art. 167, secondo comma, c.p.c., la seguente domanda riconvenzionale:\n\n${values.riconvenzionale}`
          : null,
        sezione_terzo: values.terzo
          ? `## Chiamata in causa del terzo\n\nIl convenuto dichiara di voler chiamare in causa il terzo di seguito indicato e chiede, ai sensi degli artt. 167, terzo comma, e 269 c.p.c., lo spostamento della prima udienza per consentirne la citazione nel rispetto dei termini dell'art. 163-bis c.p.c.:\n\n${values.terzo}`
          : null,
      },
      deadlines: [
        {
          label: 'Termine per il deposito della comparsa (costituzione tempestiva)',
          date: term.date,
          rule: `art. 166 c.p.c.: settanta giorni prima dell'udienza, ${describeTerm(term)}`,
        },
      ],
    };
  },
};
