import { foldAccents } from '../../../retrieval/text-analysis';

/** What this module reads of the index: each searchable article's rubric. */
interface Searchable {
  searchable: ReadonlyArray<{ heading: string | null }>;
}

/**
 * Events that end a relationship or destroy its object, as article rubrics name them ("Morte
 * dell'inquilino", "Incendio di cosa assicurata", "Perimento della cosa"), and the words a question
 * uses when it tells of one. Such an article shares the everyday words of its relationship (inquilino,
 * tre mesi, affitto) with every question about it, but answers only the questions about its event.
 */
const EVENTS: ReadonlyArray<{ rubric: RegExp; told: RegExp }> = [
  {
    rubric: /\b(?:morte|decesso)\b/,
    told: /\b(?:mort[aeio]|morir\w*|muor\w*|muoi\w*|decess\w*|deced\w*|defunt\w*|scompars\w*|assente|eredi?|ereditar\w*|vedov\w*|lutto|omicidi\w*|uccis\w*|uccid\w*|suicid\w*)\b/,
  },
  {
    rubric: /\bincendio\b/,
    told: /\b(?:incend\w*|fuoco|fiamm\w*|bruci\w*|rogo|esplo\w*)\b/,
  },
  {
    rubric: /\bperimento\b/,
    told: /\b(?:perimento|perit[aoie]|perisc\w*|distrutt\w*|distru\w*|croll\w*|rovin\w*|smarrit\w*|pers[aoie]|mort[aeio])\b/,
  },
  {
    rubric: /\b(?:fallimento|liquidazione giudiziale)\b/,
    told: /\b(?:falli\w*|liquidazion\w*|insolven\w*|crac\w*|dissest\w*)\b/,
  },
];

/**
 * What such an article keeps of its score when the question does not tell of its event: a tenant's
 * arrears put art. 1614 c.c. (the tenant's death) first, above the sfratto and the tenant's duties.
 */
const UNTOLD_EVENT_WEIGHT = 0.6;
/** "Morte o lesioni personali": the event is one of the rubric's alternatives, not its subject. */
const ONE_OF_ALTERNATIVES =
  /\b(?:o|e|od)\s+(?:morte|decesso|incendio|perimento|fallimento)\b|\b(?:morte|decesso|incendio|perimento|fallimento)\s+(?:o|od)\b/;

const eventDocs = new WeakMap<Searchable, ReadonlyArray<readonly number[]>>();

function docsOfEachEvent(index: Searchable): ReadonlyArray<readonly number[]> {
  let docs = eventDocs.get(index);
  if (!docs) {
    const found = EVENTS.map(() => [] as number[]);
    index.searchable.forEach((article, doc) => {
      const rubric = article.heading ? foldAccents(article.heading.toLowerCase()) : '';
      if (ONE_OF_ALTERNATIVES.test(rubric)) return;
      EVENTS.forEach(({ rubric: names }, event) => {
        if (names.test(rubric)) found[event]!.push(doc);
      });
    });
    docs = found;
    eventDocs.set(index, docs);
  }
  return docs;
}

/** Weighs down the articles whose rubric names an event the question does not tell of. */
export function weighUntoldEvents(index: Searchable, questionText: string, scores: Float64Array): void {
  const text = foldAccents(questionText.toLowerCase());
  docsOfEachEvent(index).forEach((docs, event) => {
    if (EVENTS[event]!.told.test(text)) return;
    for (const doc of docs) scores[doc] = scores[doc]! * UNTOLD_EVENT_WEIGHT;
  });
}
