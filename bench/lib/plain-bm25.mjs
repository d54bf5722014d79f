// The baseline of bench/retrieval.mjs: textbook BM25 (k1 1.2, b 0.75) over the article text only —
// lower case words, no stemming, no stop words, no fields, no citation parsing.

const WORD = /[\p{L}\p{N}]+/gu;
const words = (text) => text.toLowerCase().match(WORD) ?? [];

export function buildPlainBm25(articles, { k1 = 1.2, b = 0.75 } = {}) {
  const postings = new Map();
  const lengths = [];
  articles.forEach((article, doc) => {
    const tokens = words(article.text);
    lengths.push(tokens.length);
    const counts = new Map();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    for (const [token, tf] of counts) {
      if (!postings.has(token)) postings.set(token, []);
      postings.get(token).push(doc, tf);
    }
  });
  const average = lengths.reduce((a, c) => a + c, 0) / lengths.length;
  const total = articles.length;
  return function search(query, limit = 10) {
    const scores = new Float64Array(total);
    for (const token of new Set(words(query))) {
      const list = postings.get(token);
      if (!list) continue;
      const df = list.length / 2;
      const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
      for (let i = 0; i < list.length; i += 2) {
        const doc = list[i];
        const tf = list[i + 1];
        scores[doc] += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * lengths[doc]) / average));
      }
    }
    return [...scores.keys()]
      .filter((doc) => scores[doc] > 0)
      .sort((x, y) => scores[y] - scores[x])
      .slice(0, limit)
      .map((doc) => articles[doc].identifier);
  };
}
