// The PostgreSQL alternative measured by bench/retrieval.mjs: full text with the `italian`
// configuration (Snowball stemmer and stop words), the rubric weighted A and the text B, ranked by
// ts_rank_cd, the query's words OR-ed (AND would find nothing for most questions). Runs in PGlite,
// the embedded default.
import { PGlite } from '@electric-sql/pglite';

export async function buildPostgresFts(articles) {
  const db = await PGlite.create();
  await db.exec(`create table article (identifier text primary key, heading text, text text, tsv tsvector)`);
  const rows = JSON.stringify(
    articles.map(({ identifier, heading, text }) => ({ identifier, heading, text })),
  );
  await db.query(
    `insert into article (identifier, heading, text)
     select identifier, heading, text from json_to_recordset($1::json) as r(identifier text, heading text, text text)`,
    [rows],
  );
  await db.exec(`
    update article set tsv = setweight(to_tsvector('italian', coalesce(heading, '')), 'A')
                          || setweight(to_tsvector('italian', text), 'B');
    create index article_tsv on article using gin (tsv);
    analyze article;`);
  const search = async (query, limit = 10) => {
    const result = await db.query(
      `with q as (select nullif(replace(plainto_tsquery('italian', $1)::text, '&', '|'), '')::tsquery as q)
       select identifier from article, q where tsv @@ q.q order by ts_rank_cd(tsv, q.q) desc limit $2`,
      [query, limit],
    );
    return result.rows.map((row) => row.identifier);
  };
  return { search, close: () => db.close() };
}
