import { formatEuro } from '@brocardo/shared';
import { formatItalianDate } from '../italian-format';
import { commonFields, type TemplateDefinition } from './template-definition';

const LEGAL_INTEREST = 'Interessi legali (art. 1284 c.c.)';
const COMMERCIAL_INTEREST = 'Interessi di mora commerciali (D.Lgs. 231/2002)';
const PROVISIONAL_ENFORCEMENT = "Sì, ai sensi dell'art. 642 c.p.c.";

/** Ricorso per decreto ingiuntivo (artt. 633 ss. c.p.c.): payment of a sum proved in writing. */
export const ricorsoDecretoIngiuntivo: TemplateDefinition = {
  key: 'ricorso-decreto-ingiuntivo',
  name: 'Ricorso per decreto ingiuntivo (artt. 633 ss. c.p.c.)',
  description:
    "Ricorso al giudice competente per ottenere l'ingiunzione di pagamento di una somma liquida provata per iscritto, con eventuale richiesta di provvisoria esecuzione (art. 642 c.p.c.).",
  documentType: 'ricorso',
  legalArea: 'diritto_civile',
  fields: [
    {
      name: 'ufficio_giudiziario',
      label: 'Giudice adito',
      type: 'text',
      required: true,
      placeholder: 'Tribunale di Milano',
    },
    {
      name: 'ricorrente_nome',
      label: 'Ricorrente (nome e cognome o ragione sociale)',
      type: 'text',
      required: true,
    },
    {
      name: 'ricorrente_cf',
      label: 'Codice fiscale o partita IVA del ricorrente',
      type: 'text',
      required: true,
      format: 'tax_id',
    },
    { name: 'ricorrente_sede', label: 'Residenza o sede del ricorrente', type: 'text', required: true },
    commonFields.avvocatoNome,
    commonFields.avvocatoCf,
    commonFields.avvocatoPec,
    { name: 'debitore_nome', label: 'Debitore ingiunto', type: 'text', required: true },
    {
      name: 'debitore_cf',
      label: 'Codice fiscale o partita IVA del debitore',
      type: 'text',
      required: false,
      format: 'tax_id',
    },
    { name: 'debitore_sede', label: 'Residenza o sede del debitore', type: 'text', required: true },
    commonFields.paroleChiave,
    { name: 'importo', label: 'Somma richiesta (€)', type: 'number', required: true, money: true },
    { name: 'fatti', label: 'Fatti e titolo del credito', type: 'textarea', required: true, rows: 6 },
    {
      name: 'prova_scritta',
      label: 'Prova scritta del credito (art. 633, n. 1, c.p.c.): documenti prodotti',
      type: 'textarea',
      required: true,
      rows: 4,
    },
    {
      name: 'data_messa_in_mora',
      label: 'Data della messa in mora',
      type: 'date',
      required: false,
      date_range: 'not_future',
    },
    {
      name: 'interessi',
      label: 'Interessi richiesti',
      type: 'select',
      required: true,
      options: [LEGAL_INTEREST, COMMERCIAL_INTEREST],
    },
    {
      name: 'provvisoria_esecuzione',
      label: 'Richiesta di provvisoria esecuzione',
      type: 'select',
      required: false,
      options: ['No', PROVISIONAL_ENFORCEMENT],
    },
    {
      name: 'motivi_provvisoria',
      label: 'Presupposti della provvisoria esecuzione (titolo, pericolo nel ritardo)',
      type: 'textarea',
      required: false,
      rows: 3,
    },
    commonFields.luogo,
  ],
  body: `# All'Ill.mo {{ufficio_giudiziario}}

## Ricorso per decreto ingiuntivo

(artt. 633 ss. c.p.c.)

## Parti

**{{ricorrente_nome}}**, C.F./P.IVA {{ricorrente_cf}}, con residenza/sede in {{ricorrente_sede}}, rappresentato/a e difeso/a dall'Avv. {{avvocato_nome}} (C.F. {{avvocato_cf}}), giusta procura alle liti allegata al presente ricorso, il quale dichiara di voler ricevere le comunicazioni all'indirizzo PEC {{avvocato_pec}}
– ricorrente –

nei confronti di

**{{debitore_nome}}**, C.F./P.IVA {{debitore_cf}}, con residenza/sede in {{debitore_sede}}
– resistente –

## Parole chiave

{{parole_chiave}}

## In fatto

1. Il ricorrente è creditore del resistente della somma di {{importo}}, per le ragioni che seguono:

{{fatti}}

2. Il credito è documentato dalla seguente prova scritta:

{{prova_scritta}}

3. Il resistente è stato costituito in mora in data {{data_messa_in_mora}}, senza esito.

## In diritto

1. **Sussistenza dei presupposti.** Il credito ha per oggetto una somma liquida di danaro ed è fondato su prova scritta, ricorrendo così le condizioni di ammissibilità previste dall'art. 633, primo comma, n. 1, c.p.c. e dall'art. 634 c.p.c.

2. **Competenza.** Il giudice adito è competente per materia, valore e territorio ai sensi dell'art. 637 c.p.c. e degli artt. 18, 19 e 20 c.p.c.

3. **Interessi.** Sulla somma capitale sono dovuti {{descrizione_interessi}}.

{{istanza_provvisoria}}

## Conclusioni

Tutto ciò premesso, il ricorrente, come sopra rappresentato e difeso,

**CHIEDE**

che l'Ill.mo Giudice adito, ritenuta la sussistenza dei presupposti di legge, voglia ingiungere a {{debitore_nome}} di pagare al ricorrente, nel termine di quaranta giorni dalla notificazione del decreto (art. 641 c.p.c.), la somma di {{importo}}, oltre {{descrizione_interessi}}, nonché le spese e i compensi del presente procedimento, con l'avvertimento che nello stesso termine potrà essere proposta opposizione e che, in mancanza, si procederà a esecuzione forzata.

## Documenti

Si producono i documenti indicati nella parte in fatto, numerati progressivamente.

## Dichiarazione di valore

Ai fini del contributo unificato si dichiara che il valore del procedimento è pari a {{importo}} (art. 14 D.P.R. 115/2002).

{{luogo}}, {{data_odierna}}

Avv. {{avvocato_nome}}
`,
  derive: (values) => {
    const capital = formatEuro(Number(values.importo));
    const from = values.data_messa_in_mora ? formatItalianDate(values.data_messa_in_mora) : null;
    const interest =
      values.interessi === COMMERCIAL_INTEREST
        ? `gli interessi moratori ai sensi del D.Lgs. 9 ottobre 2002, n. 231, dalle singole scadenze al saldo, sulla somma capitale di ${capital}`
        : `gli interessi al tasso legale di cui all'art. 1284 c.c. ${from ? `dal ${from}` : 'dalla domanda'} al saldo`;
    const provisional = values.provvisoria_esecuzione === PROVISIONAL_ENFORCEMENT;
    return {
      values: {
        descrizione_interessi: interest,
        istanza_provvisoria: provisional
          ? `## Istanza di provvisoria esecuzione\n\nIl ricorrente chiede che il decreto sia dichiarato provvisoriamente esecutivo ai sensi dell'art. 642 c.p.c., ricorrendone i presupposti: ${values.motivi_provvisoria ?? '[…]'}`
          : null,
      },
    };
  },
};
