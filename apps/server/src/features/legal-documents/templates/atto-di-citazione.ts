import {
  type BackwardTerm,
  latestDefendantAppearanceDate,
  latestSummonsServiceDate,
  SUMMONS_TERM_DAYS,
} from '@brocardo/shared';
import { formatItalianDate } from '../italian-format';
import { commonFields, MISSING_VALUE, type TemplateDefinition } from './template-definition';

const SERVED_ABROAD = "All'estero";

/** `12 gennaio 2027`, and why it is earlier than the plain count when it had to be anticipated. */
export function describeTerm(term: BackwardTerm): string {
  const date = formatItalianDate(term.date);
  return term.anticipated
    ? `${date} (anticipato dal ${formatItalianDate(term.counted)}, giorno non lavorativo)`
    : date;
}

/**
 * Atto di citazione (art. 163 c.p.c. after D.Lgs. 149/2022): the parts the article lists, the vocatio
 * in ius with the warnings of n. 7, the last day to serve it (art. 163-bis) and the defendant's term
 * (art. 166) computed from the hearing date.
 */
export const attoDiCitazione: TemplateDefinition = {
  key: 'atto-di-citazione',
  name: 'Atto di citazione (art. 163 c.p.c.)',
  description:
    'Atto introduttivo del giudizio ordinario di cognizione davanti al tribunale, con i requisiti dell’art. 163 c.p.c., gli avvertimenti al convenuto e il termine ultimo di notificazione calcolato ai sensi dell’art. 163-bis c.p.c.',
  documentType: 'atto_giudiziario',
  legalArea: 'diritto_civile',
  fields: [
    {
      name: 'tribunale',
      label: 'Tribunale',
      type: 'text',
      required: true,
      placeholder: 'Tribunale di Milano',
    },
    { name: 'attore_nome', label: 'Attore (nome e cognome o ragione sociale)', type: 'text', required: true },
    {
      name: 'attore_cf',
      label: "Codice fiscale dell'attore",
      type: 'text',
      required: true,
      format: 'codice_fiscale',
    },
    { name: 'attore_residenza', label: "Residenza o sede dell'attore", type: 'text', required: true },
    commonFields.avvocatoNome,
    commonFields.avvocatoCf,
    commonFields.avvocatoPec,
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
      required: false,
      format: 'codice_fiscale',
    },
    {
      name: 'convenuto_residenza',
      label: 'Residenza, domicilio o sede del convenuto',
      type: 'text',
      required: true,
    },
    {
      name: 'convenuto_pec',
      label: 'PEC del convenuto (da pubblici elenchi)',
      type: 'email',
      required: false,
    },
    commonFields.paroleChiave,
    { name: 'oggetto', label: 'Oggetto della domanda', type: 'text', required: true },
    {
      name: 'procedibilita',
      label: 'Condizione di procedibilità assolta (mediazione, negoziazione assistita), se prevista',
      type: 'textarea',
      required: false,
      rows: 2,
    },
    { name: 'fatti', label: 'Esposizione dei fatti', type: 'textarea', required: true, rows: 8 },
    { name: 'diritto', label: 'Ragioni di diritto', type: 'textarea', required: false, rows: 6 },
    { name: 'mezzi_prova', label: 'Mezzi di prova e documenti', type: 'textarea', required: false, rows: 4 },
    { name: 'conclusioni', label: 'Conclusioni', type: 'textarea', required: true, rows: 4 },
    {
      name: 'data_udienza',
      label: "Data dell'udienza di prima comparizione",
      type: 'date',
      required: true,
      date_range: 'future',
    },
    {
      name: 'luogo_notifica',
      label: 'Luogo della notificazione',
      type: 'select',
      required: true,
      options: ['In Italia', SERVED_ABROAD],
    },
    {
      name: 'valore_causa',
      label: 'Valore della causa (€)',
      type: 'number',
      required: false,
      money: true,
    },
    commonFields.luogo,
  ],
  body: `# {{tribunale}}

## ATTO DI CITAZIONE

(art. 163 c.p.c.)

Da notificarsi entro il {{termine_notifica}} ai sensi dell'art. 163-bis c.p.c.

## Parti

**{{attore_nome}}** (C.F. {{attore_cf}}), con residenza/sede in {{attore_residenza}}, rappresentato/a e difeso/a, giusta procura alle liti in calce al presente atto, dall'Avv. {{avvocato_nome}} (C.F. {{avvocato_cf}}), presso il cui studio elegge domicilio, il quale dichiara di voler ricevere le comunicazioni all'indirizzo PEC {{avvocato_pec}}
– attore –

contro

**{{convenuto_nome}}** (C.F. {{convenuto_cf}}), con residenza/domicilio/sede in {{convenuto_residenza}}
PEC risultante da pubblici elenchi: {{convenuto_pec}}
– convenuto –

## Parole chiave

{{parole_chiave}}

## Oggetto della domanda

{{oggetto}}

## Condizione di procedibilità (art. 163, terzo comma, n. 3-bis, c.p.c.)

{{procedibilita}}

## In fatto

{{fatti}}

## In diritto

La domanda è fondata per le seguenti ragioni di diritto: {{diritto}}

## Mezzi di prova

L'attore chiede l'ammissione dei seguenti mezzi di prova e offre in comunicazione i seguenti documenti: {{mezzi_prova}}

## Conclusioni

Voglia l'Ill.mo Tribunale adito, disattesa ogni contraria istanza, eccezione e deduzione:

{{conclusioni}}

Con vittoria di spese e compensi di lite.

## Citazione a comparire

Tutto ciò premesso, {{attore_nome}}, come sopra rappresentato/a e difeso/a,

**CITA**

{{convenuto_nome}} a comparire davanti al {{tribunale}}, all'udienza del **{{data_udienza}}**, ore di rito, dinanzi al giudice designato ai sensi dell'art. 168-bis c.p.c., con invito a costituirsi nel termine di settanta giorni prima dell'udienza indicata, ossia entro il {{termine_costituzione}}, ai sensi e nelle forme stabilite dall'art. 166 c.p.c., e a comparire nell'udienza indicata, con l'avvertimento che la costituzione oltre il suddetto termine implica le decadenze di cui agli artt. 38 e 167 c.p.c., che la difesa tecnica mediante avvocato è obbligatoria in tutti i giudizi davanti al tribunale, fatta eccezione per i casi previsti dall'art. 86 c.p.c. o da leggi speciali, e che la parte, sussistendone i presupposti di legge, può presentare istanza per l'ammissione al patrocinio a spese dello Stato; e che, in difetto di costituzione, si procederà in sua contumacia.

## Dichiarazione di valore

Ai fini del contributo unificato si dichiara che il valore della causa è pari a {{valore_causa}} (art. 14 D.P.R. 115/2002).

## Documenti

Si offrono in comunicazione i documenti richiamati nella parte in fatto, numerati progressivamente.

{{luogo}}, {{data_odierna}}

Avv. {{avvocato_nome}}
`,
  derive: (values, { today }) => {
    const hearing = values.data_udienza!;
    const abroad = values.luogo_notifica === SERVED_ABROAD;
    const service = latestSummonsServiceDate(hearing, { servedAbroad: abroad });
    const appearance = latestDefendantAppearanceDate(hearing);
    const days = abroad ? SUMMONS_TERM_DAYS.abroad : SUMMONS_TERM_DAYS.italy;
    const tooLate = service.date < today;
    return {
      values: {
        termine_notifica: describeTerm(service),
        termine_costituzione: describeTerm(appearance),
        // Art. 163, nn. 4 and 5: left empty, the gap stays visible rather than the section vanishing.
        diritto: values.diritto ?? MISSING_VALUE,
        mezzi_prova: values.mezzi_prova ?? MISSING_VALUE,
      },
      deadlines: [
        {
          label: 'Termine ultimo per la notificazione della citazione',
          date: service.date,
          rule: `art. 163-bis c.p.c.: ${days} giorni liberi prima dell'udienza${service.ferialDaysSkipped ? ', esclusa la sospensione feriale' : ''}`,
        },
        {
          label: 'Termine per la costituzione del convenuto',
          date: appearance.date,
          rule: "art. 166 c.p.c.: settanta giorni prima dell'udienza",
        },
      ],
      errors: tooLate
        ? {
            data_udienza: [
              `Con l'udienza del ${formatItalianDate(hearing)} la citazione andrebbe notificata entro il ${formatItalianDate(service.date)} (art. 163-bis c.p.c.), data già trascorsa: indica un'udienza successiva.`,
            ],
          }
        : undefined,
    };
  },
};
