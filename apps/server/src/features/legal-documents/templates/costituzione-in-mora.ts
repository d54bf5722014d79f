import { formatEuro } from '@brocardo/shared';
import type { TemplateDefinition } from './template-definition';

const LEGAL_INTEREST = 'Interessi legali (art. 1284 c.c.)';
const COMMERCIAL_INTEREST = 'Interessi di mora commerciali (D.Lgs. 231/2002)';

/**
 * Atto di costituzione in mora: the creditor's formal demand, served by bailiff or PEC, which puts the
 * debtor in default (art. 1219 c.c.) and interrupts the limitation period (art. 2943, fourth paragraph).
 */
export const costituzioneInMora: TemplateDefinition = {
  key: 'atto-costituzione-in-mora',
  name: 'Atto di costituzione in mora',
  description:
    'Intimazione formale di pagamento, da notificare al debitore, che lo costituisce in mora (art. 1219 c.c.) e interrompe la prescrizione (art. 2943 c.c.).',
  documentType: 'lettera_diffida',
  legalArea: 'diritto_civile',
  fields: [
    {
      name: 'creditore_nome',
      label: 'Creditore (nome e cognome o ragione sociale)',
      type: 'text',
      required: true,
    },
    {
      name: 'creditore_cf',
      label: 'Codice fiscale o partita IVA del creditore',
      type: 'text',
      required: false,
      format: 'tax_id',
    },
    { name: 'creditore_sede', label: 'Residenza o sede del creditore', type: 'text', required: true },
    {
      name: 'rappresentante',
      label: 'Legale rappresentante (per le società)',
      type: 'text',
      required: false,
    },
    {
      name: 'avvocato_nome',
      label: 'Avvocato (se l’atto è redatto da un legale)',
      type: 'text',
      required: false,
      format: 'lawyer_name',
    },
    {
      name: 'debitore_nome',
      label: 'Debitore (nome e cognome o ragione sociale)',
      type: 'text',
      required: true,
    },
    {
      name: 'debitore_cf',
      label: 'Codice fiscale o partita IVA del debitore',
      type: 'text',
      required: false,
      format: 'tax_id',
    },
    { name: 'debitore_indirizzo', label: 'Residenza o sede del debitore', type: 'text', required: true },
    { name: 'debitore_pec', label: 'PEC del debitore', type: 'email', required: false },
    {
      name: 'fonte_obbligazione',
      label: "Fonte dell'obbligazione (contratto, fatture, titolo)",
      type: 'textarea',
      required: true,
      rows: 4,
    },
    { name: 'importo', label: 'Capitale dovuto (€)', type: 'number', required: true, money: true },
    {
      name: 'data_scadenza',
      label: 'Data di scadenza',
      type: 'date',
      required: true,
      date_range: 'not_future',
    },
    {
      name: 'interessi',
      label: 'Interessi richiesti',
      type: 'select',
      required: true,
      options: [LEGAL_INTEREST, COMMERCIAL_INTEREST],
    },
    { name: 'luogo', label: 'Luogo di redazione', type: 'text', required: true },
  ],
  body: `# ATTO DI COSTITUZIONE IN MORA E DI INTERRUZIONE DELLA PRESCRIZIONE

(artt. 1219 e 2943 c.c.)

**{{creditore_nome}}**
C.F./P.IVA {{creditore_cf}}
con residenza/sede in {{creditore_sede}}
in persona del legale rappresentante {{rappresentante}}
assistito dall'Avv. {{avvocato_nome}}

**PREMESSO CHE**

1. {{creditore_nome}} è creditore di {{debitore_nome}} (C.F./P.IVA {{debitore_cf}}) della somma capitale di {{importo}}, in forza di quanto segue:

{{fonte_obbligazione}}

2. Il credito è certo, liquido ed esigibile, essendo scaduto il {{data_scadenza}};

3. a oggi il debitore non ha provveduto al pagamento, nonostante le richieste informali;

tanto premesso, {{creditore_nome}}

**INTIMA E DIFFIDA**

{{debitore_nome}}, con residenza/sede in {{debitore_indirizzo}},
PEC {{debitore_pec}},
a pagare entro quindici giorni dalla notificazione del presente atto la somma di {{importo}}, oltre {{descrizione_interessi}}, e

**COSTITUISCE IN MORA**

il medesimo ad ogni effetto di legge ai sensi dell'art. 1219 c.c., con l'avvertimento che dalla ricezione del presente atto sono dovuti gli interessi moratori di cui all'art. 1224 c.c., salvo il maggior danno.

Il presente atto vale quale atto interruttivo della prescrizione ai sensi dell'art. 2943, quarto comma, c.c., anche per ogni ulteriore diritto connesso al credito indicato.

In difetto di pagamento nel termine indicato si procederà senza ulteriore avviso al recupero giudiziale del credito, con aggravio di spese.

{{luogo}}, {{data_odierna}}

{{creditore_nome}}
Avv. {{avvocato_nome}}

## Relata di notifica

Ad istanza di {{creditore_nome}}, io sottoscritto Ufficiale Giudiziario [ovvero: l'Avv. […], ai sensi della L. 53/1994] ho notificato il presente atto a {{debitore_nome}}, consegnandone copia conforme all'originale a mani di […].
`,
  derive: (values) => ({
    values: {
      descrizione_interessi:
        values.interessi === COMMERCIAL_INTEREST
          ? `gli interessi di mora nella misura prevista dal D.Lgs. 9 ottobre 2002, n. 231, dal giorno successivo alla scadenza al saldo, sulla somma capitale di ${formatEuro(Number(values.importo))}`
          : "gli interessi al tasso legale di cui all'art. 1284 c.c. dalla costituzione in mora al saldo",
    },
  }),
};
