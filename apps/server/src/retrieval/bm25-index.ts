/**
 * A BM25F index held in memory: per term, the documents that contain it and the term's frequency
 * in each field, in typed arrays. Scoring a query touches only the postings of its terms, so a
 * search over the corpus takes about a millisecond (MiniSearch, measured on the same corpus and
 * queries, took 6.5 ms at the median: see bench/retrieval.mjs).
 *
 * BM25F (Robertson & Zaragoza): a term's frequencies in the fields are length-normalised per
 * field, weighted, summed, then saturated once with k1.
 */

export interface FieldSpec {
  name: string;
  weight: number;
  /** Length normalisation, 0 (none) … 1 (full). */
  b: number;
}

export interface Bm25Options {
  fields: readonly FieldSpec[];
  k1?: number;
}

export interface ScoredDoc {
  doc: number;
  score: number;
}

export interface QueryTerm {
  term: string;
  /** Multiplies the term's contribution (expansions weigh less than the user's words). */
  weight: number;
}

/** A finished index as plain data (typed arrays and strings), to store and restore without re-adding. */
export interface Bm25Snapshot {
  k1: number;
  count: number;
  /** The terms in slot order, joined by line breaks (one string restores much faster than 10⁵). */
  terms: string;
  starts: Int32Array<ArrayBuffer>;
  docs: Int32Array<ArrayBuffer>;
  frequencies: Uint16Array<ArrayBuffer>;
  normalisers: Float64Array<ArrayBuffer>[];
}

/**
 * Postings live in a few flat typed arrays rather than an object per term: the corpus has
 * hundreds of thousands of distinct terms (phrases included), and an object per term cost
 * ~500 MB of heap where the flat layout needs a few tens.
 */
export class Bm25Index {
  readonly fields: readonly FieldSpec[];
  private readonly k1: number;
  private readonly stride: number;
  /** While adding: per term, [doc, tf per field…] repeated. */
  private building: Map<string, number[]> | null = new Map();
  /** Term → its slot; postings of slot s are docs[starts[s] .. starts[s + 1]). */
  private readonly slots = new Map<string, number>();
  private starts = new Int32Array(0);
  private docs = new Int32Array(0);
  /** frequencies[p * fields + f]: frequency in field f of posting p. */
  private frequencies = new Uint16Array(0);
  private lengths: number[][];
  private normalisers: Float64Array<ArrayBuffer>[] = [];
  private count = 0;

  constructor({ fields, k1 = 1.2 }: Bm25Options) {
    this.fields = fields;
    this.k1 = k1;
    this.stride = fields.length + 1;
    this.lengths = fields.map(() => []);
  }

  get size(): number {
    return this.count;
  }

  /** Adds a document (its terms per field, in field order); returns its number. */
  add(fieldTerms: readonly (readonly string[])[]): number {
    const building = this.building;
    if (!building) throw new Error('index already finished');
    const doc = this.count;
    this.count += 1;
    const { stride } = this;
    fieldTerms.forEach((terms, field) => {
      this.lengths[field]!.push(terms.length);
      for (const term of terms) {
        let entry = building.get(term);
        if (!entry) {
          entry = [];
          building.set(term, entry);
        }
        let at = entry.length - stride;
        if (at < 0 || entry[at] !== doc) {
          at = entry.length;
          entry.push(doc);
          for (let f = 0; f < this.fields.length; f += 1) entry.push(0);
        }
        entry[at + 1 + field] = Math.min(entry[at + 1 + field]! + 1, 65_535);
      }
    });
    return doc;
  }

  /** Freezes the postings into flat typed arrays and precomputes the length normalisers. */
  finish(): this {
    const building = this.building;
    if (!building) return this;
    const { stride } = this;
    const width = this.fields.length;
    let total = 0;
    for (const entry of building.values()) total += entry.length / stride;
    this.starts = new Int32Array(building.size + 1);
    this.docs = new Int32Array(total);
    this.frequencies = new Uint16Array(total * width);
    let position = 0;
    let slot = 0;
    for (const [term, entry] of building) {
      this.slots.set(term, slot);
      this.starts[slot] = position;
      for (let at = 0; at < entry.length; at += stride) {
        this.docs[position] = entry[at]!;
        for (let f = 0; f < width; f += 1) this.frequencies[position * width + f] = entry[at + 1 + f]!;
        position += 1;
      }
      slot += 1;
    }
    this.starts[slot] = position;
    this.building = null;
    this.normalisers = this.fields.map((spec, field) => {
      const lengths = this.lengths[field]!;
      const average = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length) || 1;
      return Float64Array.from(lengths, (length) => spec.weight / (1 - spec.b + (spec.b * length) / average));
    });
    this.lengths = [];
    return this;
  }

  /** The finished index as plain data (see restore). */
  snapshot(): Bm25Snapshot {
    if (this.building) throw new Error('index not finished');
    const { k1, count, starts, docs, frequencies, normalisers } = this;
    return { k1, count, terms: [...this.slots.keys()].join('\n'), starts, docs, frequencies, normalisers };
  }

  /** An index equal to the one `snapshot` was taken of, with the same field specs. */
  static restore(fields: readonly FieldSpec[], snapshot: Bm25Snapshot): Bm25Index {
    const index = new Bm25Index({ fields, k1: snapshot.k1 });
    if (snapshot.normalisers.length !== fields.length) throw new Error('snapshot of other fields');
    index.building = null;
    index.lengths = [];
    index.count = snapshot.count;
    index.starts = snapshot.starts;
    index.docs = snapshot.docs;
    index.frequencies = snapshot.frequencies;
    index.normalisers = snapshot.normalisers;
    const terms = snapshot.terms === '' ? [] : snapshot.terms.split('\n');
    if (terms.length !== snapshot.starts.length - 1) throw new Error('snapshot terms and postings differ');
    terms.forEach((term, slot) => {
      index.slots.set(term, slot);
    });
    return index;
  }

  /** How many distinct terms the index holds (slots run from 0 to this, exclusive). */
  get termCount(): number {
    return this.slots.size;
  }

  /** The term's slot (its number in the index), or -1 when no document contains it. */
  slotOf(term: string): number {
    return this.slots.get(term) ?? -1;
  }

  /** The term's inverse document frequency, as `accumulate` weighs it. */
  inverseFrequency(term: string): number {
    const df = this.documentFrequency(term);
    return Math.log(1 + (this.count - df + 0.5) / (df + 0.5));
  }

  /** Documents containing the term. */
  documentFrequency(term: string): number {
    const slot = this.slots.get(term);
    return slot === undefined ? 0 : this.starts[slot + 1]! - this.starts[slot]!;
  }

  /**
   * Adds each term's BM25F contribution into `scores` (indexed by document). `allowed`, when
   * given, skips documents whose flag is 0. Returns, per query term, its highest contribution to
   * any (allowed) document (a term no document contains: the most it could add, were it in one):
   * their sum is the best score the query could reach, the yardstick that makes a score
   * comparable across questions.
   */
  accumulate(query: readonly QueryTerm[], scores: Float64Array, allowed?: Uint8Array): Float64Array {
    const maxima = new Float64Array(query.length);
    const { k1, docs, frequencies, normalisers } = this;
    const width = this.fields.length;
    query.forEach(({ term, weight }, index) => {
      const slot = this.slots.get(term);
      if (slot === undefined) {
        maxima[index] = Math.log(1 + (this.count + 0.5) / 0.5) * weight * (k1 + 1);
        return;
      }
      const from = this.starts[slot]!;
      const to = this.starts[slot + 1]!;
      const df = to - from;
      const idf = Math.log(1 + (this.count - df + 0.5) / (df + 0.5)) * weight;
      for (let p = from; p < to; p += 1) {
        const doc = docs[p]!;
        if (allowed && allowed[doc] === 0) continue;
        let frequency = 0;
        for (let f = 0; f < width; f += 1) {
          const count = frequencies[p * width + f]!;
          if (count !== 0) frequency += count * normalisers[f]![doc]!;
        }
        const contribution = (idf * frequency * (k1 + 1)) / (k1 + frequency);
        scores[doc] = scores[doc]! + contribution;
        if (contribution > maxima[index]!) maxima[index] = contribution;
      }
    });
    return maxima;
  }
}

/** The `limit` highest scores above zero, best first (ties: lower document number first). */
export function topDocuments(scores: Float64Array, limit: number): ScoredDoc[] {
  const best: ScoredDoc[] = [];
  for (let doc = 0; doc < scores.length; doc += 1) {
    const score = scores[doc]!;
    if (score <= 0) continue;
    if (best.length === limit && score <= best[best.length - 1]!.score) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < score) at -= 1;
    best.splice(at, 0, { doc, score });
    if (best.length > limit) best.pop();
  }
  return best;
}
