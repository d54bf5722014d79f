import { formatEuro } from '@brocardo/shared';
import { addDays, addYears, formatItalianDate } from '../italian-format';
import type { TemplateDefinition } from './template-definition';

const ENERGY_CLASSES = ['A4', 'A3', 'A2', 'A1', 'B', 'C', 'D', 'E', 'F', 'G'];

/** Contratto di locazione ad uso abitativo a canone libero (art. 2, comma 1, L. 431/1998): 4 + 4 anni. */
export const contrattoLocazione: TemplateDefinition = {
  key: 'contratto-locazione-abitativa-4-4',
  name: 'Contratto di locazione ad uso abitativo (4+4)',
  description:
    'Locazione abitativa a canone libero ai sensi dell’art. 2, comma 1, della L. 431/1998: durata di quattro anni rinnovabile per altri quattro, deposito cauzionale, oneri, registrazione.',
  documentType: 'contratto',
  legalArea: 'diritto_immobiliare',
  fields: [
    { name: 'locatore_nome', label: 'Locatore (nome e cognome)', type: 'text', required: true },
    {
      name: 'locatore_nascita',
      label: 'Luogo e data di nascita del locatore',
      type: 'text',
      required: false,
    },
    {
      name: 'locatore_cf',
      label: 'Codice fiscale del locatore',
      type: 'text',
      required: true,
      format: 'codice_fiscale',
    },
    { name: 'locatore_residenza', label: 'Residenza del locatore', type: 'text', required: true },
    { name: 'conduttore_nome', label: 'Conduttore (nome e cognome)', type: 'text', required: true },
    {
      name: 'conduttore_nascita',
      label: 'Luogo e data di nascita del conduttore',
      type: 'text',
      required: false,
    },
    {
      name: 'conduttore_cf',
      label: 'Codice fiscale del conduttore',
      type: 'text',
      required: true,
      format: 'codice_fiscale',
    },
    { name: 'conduttore_residenza', label: 'Residenza del conduttore', type: 'text', required: true },
    { name: 'immobile_indirizzo', label: "Indirizzo dell'immobile", type: 'text', required: true },
    {
      name: 'immobile_descrizione',
      label: "Descrizione dell'immobile (vani, piano, pertinenze)",
      type: 'textarea',
      required: true,
      rows: 3,
    },
    {
      name: 'dati_catastali',
      label: 'Dati catastali (foglio, particella, subalterno, categoria, rendita)',
      type: 'text',
      required: true,
    },
    {
      name: 'classe_energetica',
      label: 'Classe energetica (APE)',
      type: 'select',
      required: false,
      options: ENERGY_CLASSES,
    },
    { name: 'data_decorrenza', label: 'Decorrenza della locazione', type: 'date', required: true },
    {
      name: 'canone_mensile',
      label: 'Canone mensile (€)',
      type: 'number',
      required: true,
      min: 1,
      money: true,
    },
    {
      name: 'giorno_pagamento',
      label: 'Giorno del mese entro cui pagare il canone',
      type: 'number',
      required: true,
      integer: true,
      min: 1,
      max: 31,
      placeholder: '5',
    },
    {
      name: 'deposito_cauzionale',
      label: 'Deposito cauzionale (€, al massimo tre mensilità)',
      type: 'number',
      required: true,
      min: 0,
      money: true,
    },
    {
      name: 'modalita_pagamento',
      label: 'Modalità di pagamento (es. bonifico su IBAN …)',
      type: 'text',
      required: false,
    },
    {
      name: 'oneri_accessori',
      label: 'Oneri accessori a carico del conduttore',
      type: 'textarea',
      required: false,
      rows: 3,
    },
    { name: 'luogo', label: 'Luogo di sottoscrizione', type: 'text', required: true },
  ],
  body: `# CONTRATTO DI LOCAZIONE AD USO ABITATIVO

(art. 2, comma 1, L. 9 dicembre 1998, n. 431)

Tra

**{{locatore_nome}}**, nato/a a {{locatore_nascita}}, C.F. {{locatore_cf}}, residente in {{locatore_residenza}} (di seguito «Locatore»),

e

**{{conduttore_nome}}**, nato/a a {{conduttore_nascita}}, C.F. {{conduttore_cf}}, residente in {{conduttore_residenza}} (di seguito «Conduttore»),

si conviene e si stipula quanto segue.

## Art. 1 – Oggetto

1.1. Il Locatore concede in locazione al Conduttore, che accetta, l'unità immobiliare sita in {{immobile_indirizzo}}, così composta: {{immobile_descrizione}}.

1.2. L'immobile è identificato al Catasto Fabbricati come segue: {{dati_catastali}}.

1.3. L'immobile è locato esclusivamente a uso di abitazione del Conduttore e delle persone con lui stabilmente conviventi.

## Art. 2 – Durata

2.1. La locazione ha durata di quattro anni, con decorrenza dal {{data_decorrenza}} e prima scadenza il {{prima_scadenza}}.

2.2. Alla prima scadenza il contratto si rinnova di diritto per ulteriori quattro anni, fino al {{seconda_scadenza}}, salvo che il Locatore intenda adibire l'immobile agli usi o effettuare le opere indicati dall'art. 3 della L. 431/1998, dandone comunicazione al Conduttore con preavviso di almeno sei mesi.

2.3. Alla seconda scadenza ciascuna parte può attivare la procedura per il rinnovo a nuove condizioni o per la rinuncia al rinnovo, con lettera raccomandata da inviarsi almeno sei mesi prima della scadenza; in mancanza, il contratto si rinnova alle medesime condizioni.

## Art. 3 – Recesso del Conduttore

3.1. Il Conduttore, qualora ricorrano gravi motivi, può recedere in qualsiasi momento dal contratto con preavviso di sei mesi, da comunicarsi al Locatore con lettera raccomandata o PEC (art. 3, comma 6, L. 431/1998).

## Art. 4 – Canone

4.1. Il canone annuo è liberamente convenuto in {{canone_annuo}}, da corrispondersi in dodici rate mensili anticipate di {{canone_mensile}} ciascuna, entro il giorno {{giorno_pagamento}} di ogni mese.

Modalità di pagamento: {{modalita_pagamento}}.

4.2. Il mancato pagamento del canone decorsi venti giorni dalla scadenza costituisce motivo di risoluzione del contratto, ai sensi dell'art. 5 della L. 392/1978 e dell'art. 1455 c.c.

## Art. 5 – Deposito cauzionale

5.1. A garanzia delle obbligazioni assunte il Conduttore versa al Locatore la somma di {{deposito_cauzionale}}, non superiore a tre mensilità del canone, produttiva di interessi legali da corrispondersi al termine di ogni anno di locazione (art. 11 L. 392/1978).

5.2. Il deposito sarà restituito al termine della locazione, previa verifica dello stato dell'immobile e dell'adempimento di ogni obbligazione.

## Art. 6 – Oneri accessori

6.1. Sono a carico del Conduttore gli oneri accessori di cui all'art. 9 della L. 392/1978.
In particolare: {{oneri_accessori}}.

## Art. 7 – Uso, sublocazione e cessione

7.1. Il Conduttore non può sublocare totalmente l'immobile, né cedere il contratto, senza il consenso scritto del Locatore. La sublocazione parziale è consentita previa comunicazione al Locatore con lettera raccomandata (art. 2 L. 392/1978).

## Art. 8 – Stato dell'immobile, manutenzione e riconsegna

8.1. Il Conduttore dichiara di aver visitato l'immobile e di averlo trovato adatto all'uso convenuto e in buono stato di manutenzione.

8.2. Sono a carico del Locatore le riparazioni necessarie, eccettuate quelle di piccola manutenzione, che restano a carico del Conduttore (artt. 1575, 1576 e 1609 c.c.).

8.3. Al termine della locazione il Conduttore restituirà l'immobile nello stato in cui lo ha ricevuto, salvo il deterioramento derivante dall'uso conforme al contratto (art. 1590 c.c.).

## Art. 9 – Prestazione energetica

9.1. Il Conduttore dà atto di aver ricevuto le informazioni e la documentazione, comprensiva dell'attestato di prestazione energetica, relative all'immobile.
Classe energetica: {{classe_energetica}}.

## Art. 10 – Registrazione e spese

10.1. Il Locatore provvede alla registrazione del contratto entro trenta giorni dalla sottoscrizione, dandone documentata comunicazione al Conduttore. L'imposta di registro e di bollo è ripartita in parti uguali tra le parti (art. 8 L. 392/1978), salvo l'opzione del Locatore per la cedolare secca.

## Art. 11 – Dati personali

11.1. Le parti si autorizzano reciprocamente al trattamento dei dati personali per le sole finalità connesse al presente contratto, ai sensi del Regolamento (UE) 2016/679.

## Art. 12 – Rinvio

12.1. Per quanto non previsto si rinvia alle disposizioni del codice civile, della L. 392/1978 e della L. 431/1998.

Letto, confermato e sottoscritto.

{{luogo}}, {{data_odierna}}

Il Locatore, {{locatore_nome}}: ____________________

Il Conduttore, {{conduttore_nome}}: ____________________

Le parti approvano specificamente, ai sensi degli artt. 1341 e 1342 c.c., gli artt. 2 (durata), 3 (recesso), 4.2 (risoluzione per morosità), 5 (deposito cauzionale) e 7 (divieto di sublocazione e cessione).

Il Locatore, {{locatore_nome}}: ____________________

Il Conduttore, {{conduttore_nome}}: ____________________
`,
  derive: (values) => {
    const start = values.data_decorrenza!;
    const monthly = Number(values.canone_mensile);
    const deposit = Number(values.deposito_cauzionale);
    return {
      values: {
        prima_scadenza: formatItalianDate(addDays(addYears(start, 4), -1)),
        seconda_scadenza: formatItalianDate(addDays(addYears(start, 8), -1)),
        canone_annuo: formatEuro(monthly * 12),
      },
      errors:
        deposit > monthly * 3
          ? {
              deposito_cauzionale: [
                'Il deposito cauzionale non può superare tre mensilità del canone (art. 11 L. 392/1978).',
              ],
            }
          : undefined,
    };
  },
};
