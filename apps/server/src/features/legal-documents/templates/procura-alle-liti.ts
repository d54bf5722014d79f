import { commonFields, type TemplateDefinition } from './template-definition';

/** Procura alle liti speciale (art. 83 c.p.c.), with the notices the law requires the client to receive. */
export const procuraAlleLiti: TemplateDefinition = {
  key: 'procura-alle-liti',
  name: 'Procura alle liti (art. 83 c.p.c.)',
  description:
    "Procura speciale al difensore per un giudizio determinato, da apporre in calce o a margine dell'atto o su documento separato congiunto, con le informative su mediazione, negoziazione assistita e trattamento dei dati.",
  documentType: 'atto_giudiziario',
  legalArea: 'diritto_civile',
  fields: [
    { name: 'parte_nome', label: 'Parte (nome e cognome o ragione sociale)', type: 'text', required: true },
    {
      name: 'parte_cf',
      label: 'Codice fiscale o partita IVA della parte',
      type: 'text',
      required: true,
      format: 'tax_id',
    },
    { name: 'parte_residenza', label: 'Residenza o sede della parte', type: 'text', required: true },
    {
      name: 'rappresentante',
      label: 'Legale rappresentante (per le società)',
      type: 'text',
      required: false,
    },
    commonFields.avvocatoNome,
    commonFields.avvocatoCf,
    {
      name: 'avvocato_foro',
      label: "Foro dell'avvocato",
      type: 'text',
      required: true,
      placeholder: 'Milano',
    },
    commonFields.avvocatoPec,
    {
      name: 'domicilio_eletto',
      label: 'Domicilio eletto (studio del difensore)',
      type: 'text',
      required: true,
    },
    {
      name: 'giudizio',
      label: 'Giudizio per cui è conferita (ufficio giudiziario, controparte, oggetto, grado)',
      type: 'textarea',
      required: true,
      rows: 3,
    },
    {
      name: 'collocazione',
      label: 'Collocazione della procura',
      type: 'select',
      required: true,
      options: [
        "in calce all'atto",
        "a margine dell'atto",
        "su documento informatico separato congiunto all'atto",
      ],
    },
    commonFields.luogo,
  ],
  body: `# PROCURA ALLE LITI

Il/La sottoscritto/a **{{parte_nome}}**, C.F./P.IVA {{parte_cf}}, con residenza/sede in {{parte_residenza}},
in persona del legale rappresentante {{rappresentante}},

**DELEGA**

l'Avv. **{{avvocato_nome}}** (C.F. {{avvocato_cf}}) del Foro di {{avvocato_foro}}, PEC {{avvocato_pec}}, a rappresentarlo/a e difenderlo/a nel seguente giudizio:

{{giudizio}}

in ogni sua fase e grado, compresi la fase cautelare, l'eventuale fase di opposizione e di reclamo e la fase di esecuzione, conferendogli ogni più ampia facoltà di legge, ivi comprese quelle di proporre domande riconvenzionali, chiamare terzi in causa, proporre querela di falso, conciliare, transigere, quietanzare, incassare somme, rinunciare agli atti e accettarne la rinuncia, nominare e revocare sostituti processuali e domiciliatari.

Elegge domicilio presso lo studio del difensore, in {{domicilio_eletto}}, e all'indirizzo PEC del medesimo.

**DICHIARA**

1. di essere stato/a informato/a, ai sensi dell'art. 4, comma 3, del D.Lgs. 4 marzo 2010, n. 28, della possibilità di avvalersi del procedimento di mediazione e delle agevolazioni fiscali connesse, nonché dei casi in cui la mediazione è condizione di procedibilità della domanda;
2. di essere stato/a informato/a della possibilità di ricorrere alla convenzione di negoziazione assistita da uno o più avvocati (art. 2, comma 7, D.L. 12 settembre 2014, n. 132);
3. di essere stato/a informato/a del grado di complessità dell'incarico e degli oneri ipotizzabili, come previsto dall'art. 13 della L. 31 dicembre 2012, n. 247;
4. di aver ricevuto l'informativa sul trattamento dei dati personali e di prestare il consenso al trattamento per le finalità connesse all'incarico, ai sensi del Regolamento (UE) 2016/679.

La presente procura è rilasciata {{collocazione}} ai sensi dell'art. 83, terzo comma, c.p.c.

{{luogo}}, {{data_odierna}}

Firma di {{parte_nome}}: ______________________________

**È autentica** (art. 83, terzo comma, c.p.c.)

Avv. {{avvocato_nome}}
`,
};
