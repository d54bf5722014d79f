import type { AiSystemInUse, DerivationContext, TemplateDefinition } from './template-definition';
import { commonFields } from './template-definition';

/**
 * «Informativa al cliente sull'uso dell'IA»: what art. 13, comma 2, L. 132/2025 asks of a professional
 * since 10 October 2025. The list of systems is not typed by the user: it is derived from the
 * configuration the server runs with (the processors the privacy notice lists), so the client is told
 * what is actually in use.
 */

/** Art. 13, commi 1 and 2, L. 132/2025, exactly as stored in the corpus (a test compares them). */
export const ARTICLE_13_PARAGRAPHS = [
  "1. L'utilizzo di sistemi di intelligenza artificiale nelle professioni intellettuali è finalizzato al solo esercizio delle attività strumentali e di supporto all'attività professionale e con prevalenza del lavoro intellettuale oggetto della prestazione d'opera.",
  '2. Per assicurare il rapporto fiduciario tra professionista e cliente, le informazioni relative ai sistemi di intelligenza artificiale utilizzati dal professionista sono comunicate al soggetto destinatario della prestazione intellettuale con linguaggio chiaro, semplice ed esaustivo.',
] as const;

function whereProcessed(system: AiSystemInUse): string {
  switch (system.location) {
    case 'UE':
      return "i dati sono trattati nell'Unione europea";
    case 'extra-UE':
      return "i dati possono essere trattati anche fuori dall'Unione europea";
    case 'self-hosted':
      return 'funziona su un server gestito dallo Studio o per suo conto, senza invio di dati a terzi';
    default:
      return 'il fornitore non indica con precisione dove tratta i dati';
  }
}

function providedBy(system: AiSystemInUse): string {
  return system.location === 'self-hosted'
    ? 'installato su un server interno'
    : `fornito da ${system.provider}`;
}

function describe(system: AiSystemInUse): string {
  const model = system.model ? ` (modello «${system.model}»)` : '';
  switch (system.purpose) {
    case 'llm':
      return `- **Modello linguistico**${model}, ${providedBy(system)}: elabora le domande, propone risposte e bozze di testo; ${whereProcessed(system)}.`;
    case 'embeddings':
      return `- **Ricerca per significato**${model}, ${providedBy(system)}: confronta il significato dei testi per trovare le norme e i documenti pertinenti; ${whereProcessed(system)}.`;
    default:
      return `- **Ricerca web**, ${providedBy(system)}: cerca giurisprudenza e notizie recenti su Internet, ricevendo le sole domande di ricerca; ${whereProcessed(system)}.`;
  }
}

/** The bullet list of systems, Brocardo itself first, and what happens to the client's data. */
export function aiSystemsSections(systems: readonly AiSystemInUse[]): {
  sistemi_ia: string;
  trattamento_dati: string;
} {
  const usesModel = systems.some((system) => system.purpose === 'llm');
  const brocardo = usesModel
    ? '- **Brocardo**, assistente per la ricerca giuridica: consulta una banca dati di codici e leggi italiane, ne cita gli articoli e controlla che i riferimenti esistano; le risposte sono formulate con il modello linguistico indicato di seguito.'
    : '- **Brocardo**, assistente per la ricerca giuridica: consulta una banca dati di codici e leggi italiane e ne riporta gli articoli come sono scritti, senza modelli linguistici generativi e senza inviare dati a terzi.';
  const external = systems.filter((system) => system.location !== 'self-hosted');
  const outsideUnion = external.some((system) => system.location !== 'UE');
  const dataLines = external.length
    ? [
        `Per utilizzare i sistemi sopra indicati, alcune informazioni relative all'incarico possono essere trasmesse ${external.length > 1 ? 'ai fornitori elencati, che agiscono' : 'al fornitore indicato, che agisce'} come responsabile del trattamento ai sensi dell'art. 28 del Regolamento (UE) 2016/679. Trasmetto soltanto le informazioni necessarie all'attività svolta.`,
        ...(outsideUnion
          ? [
              "Quando il trattamento avviene fuori dall'Unione europea, il trasferimento è assistito dalle garanzie previste dagli artt. 44 e seguenti del Regolamento (UE) 2016/679.",
            ]
          : []),
      ]
    : [
        "I sistemi indicati funzionano senza trasmettere i dati relativi all'incarico a fornitori esterni di intelligenza artificiale.",
      ];
  return {
    sistemi_ia: [brocardo, ...systems.map(describe)].join('\n'),
    trattamento_dati: [
      ...dataLines,
      "Per ogni altra informazione sul trattamento dei Suoi dati personali si rinvia all'informativa privacy dello Studio.",
    ].join('\n\n'),
  };
}

export const informativaUsoIa: TemplateDefinition = {
  key: 'informativa-uso-ia-cliente',
  name: "Informativa al cliente sull'uso dell'intelligenza artificiale (art. 13 L. 132/2025)",
  description:
    "Comunicazione al cliente, in linguaggio chiaro e semplice, dei sistemi di intelligenza artificiale usati nell'incarico, compilata dalla configurazione in uso (modello, ricerca per significato, ricerca web) e dal profilo dello studio.",
  documentType: 'informativa_cliente',
  legalArea: 'diritto_civile',
  fields: [
    {
      name: 'cliente_nome',
      label: 'Cliente (nome e cognome o ragione sociale)',
      type: 'text',
      required: true,
    },
    {
      name: 'incarico',
      label: 'Incarico (oggetto della pratica)',
      type: 'text',
      required: true,
      placeholder: 'Recupero del credito verso Alfa S.r.l.',
    },
    {
      name: 'attivita_ulteriori',
      label: 'Altre attività di supporto svolte con questi sistemi (facoltativo)',
      type: 'textarea',
      required: false,
      rows: 2,
    },
    commonFields.avvocatoNome,
    { name: 'studio', label: 'Studio', type: 'text', required: false },
    commonFields.luogo,
  ],
  body: `# INFORMATIVA AL CLIENTE SULL'UTILIZZO DI SISTEMI DI INTELLIGENZA ARTIFICIALE

*(art. 13, comma 2, della legge 23 settembre 2025, n. 132)*

**Cliente:** {{cliente_nome}}

**Incarico:** {{incarico}}

Gentile Cliente,

con la presente, come previsto dall'art. 13, comma 2, della legge 23 settembre 2025, n. 132, Le comunico in modo chiaro e semplice quali sistemi di intelligenza artificiale utilizzo nello svolgimento dell'incarico che mi ha affidato e con quali cautele.

## 1. I sistemi utilizzati

{{sistemi_ia}}

## 2. Per quali attività

I sistemi indicati sono impiegati solo per attività strumentali e di supporto: la ricerca e la consultazione delle norme, la sintesi di documenti, la predisposizione di bozze e il controllo dei riferimenti normativi.

{{attivita_ulteriori}}

## 3. Il ruolo dell'avvocato

Lo studio della Sua posizione, le valutazioni, le scelte difensive e la redazione finale degli atti restano frutto del mio lavoro intellettuale, che prevale sull'uso di questi strumenti (art. 13, comma 1, della legge n. 132/2025). Ogni risultato prodotto da questi sistemi è verificato personalmente da me prima di essere utilizzato, e i riferimenti normativi sono controllati sul testo di legge.

## 4. I Suoi dati

{{trattamento_dati}}

## 5. Chiarimenti

Può chiedermi in qualsiasi momento chiarimenti sull'uso di questi sistemi e indicarmi eventuali limitazioni che desidera per il Suo incarico. Le comunicherò ogni variazione rilevante dei sistemi utilizzati.

## Testo della norma

Art. 13 della legge 23 settembre 2025, n. 132 (Disposizioni in materia di professioni intellettuali):

> ${ARTICLE_13_PARAGRAPHS[0]}
>
> ${ARTICLE_13_PARAGRAPHS[1]}

{{luogo}}, {{data_odierna}}

Avv. {{avvocato_nome}}

{{studio}}

Per presa visione, {{cliente_nome}}: ____________________
`,
  derive: (_values, context: DerivationContext) => ({ values: aiSystemsSections(context.aiSystems) }),
};
