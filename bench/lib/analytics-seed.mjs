// The admin analytics dataset of issue 22, written straight into the product's database with
// set-based SQL (the same statements on PGlite and PostgreSQL): 10,000 users, 1,000,000 usage
// records, 1,000,000 ledger rows, 200,000 activity records, and the generator's, the simulator's,
// the documents' and the feedback tables at proportionate sizes, spread over the last 365 days.
//
// Activity is skewed the way a product's is: user ids are drawn as 1 + floor(n · random()²), so the
// lowest ids are the heavy users (a quarter of the users make half of the records). Nothing in the
// queries knows this; it only makes the per-user rows look like a real month's.

export const SIZES = {
  users: 10_000,
  usageRecords: 1_000_000,
  ledgerRows: 1_000_000,
  activityRecords: 200_000,
  caseStrategies: 20_000,
  legalDocuments: 30_000,
  userDocuments: 30_000,
  feedback: 5_000,
};

/** A user id of the seeded range, skewed toward the heavy users (SQL expression). */
const userExpr = (firstUserId, n) => `(${firstUserId} + floor(${n} * random() * random())::int)`;
/** A moment in the last 365 days (SQL expression). */
const WHEN = `now() - (random() * 365 * 86400) * interval '1 second'`;

/**
 * The statements, in order. `planId` is an existing subscription plan; user ids are read back after
 * the users are inserted, so the script works whatever ids the database hands out.
 */
export function userStatements(planId, sizes = SIZES) {
  return [
    `insert into users (name, email, password_hash, subscription_plan_id, points_balance, email_verified_at, created_at)
     select 'Avv. Utente ' || g, 'utente' || g || '@bench.local', 'not-a-hash', ${planId},
            (array[0, 0, 5, 15, 30, 60, 120, 500, 1000])[1 + floor(random() * 9)::int], now(),
            now() - (random() * 400) * interval '1 day'
     from generate_series(1, ${sizes.users}) g`,
  ];
}

export function dataStatements(firstUserId, sizes = SIZES) {
  const user = userExpr(firstUserId, sizes.users);
  const charges = Math.round(sizes.ledgerRows * 0.9);
  const refunds = Math.round(sizes.ledgerRows * 0.02);
  const resets = sizes.ledgerRows - charges - refunds;
  return [
    // One record per model call: the chat modes most, then the generator and the simulator.
    `insert into usage_records (user_id, feature, provider, model, status, prompt_tokens, cached_prompt_tokens,
       cache_write_prompt_tokens, completion_tokens, cost_cache_hit, cost_cache_miss, cost_cache_write, cost_output,
       latency_ms, points_charged, created_at)
     select u, f, 'openai-compatible', 'bench-model', case when random() < 0.02 then 'failed' else 'completed' end,
            p, c, w, o, c * 0.07 / 1e6, (p - c - w) * 0.27 / 1e6, w * 0.30 / 1e6, o * 1.10 / 1e6,
            800 + floor(random() * 4000)::int, 5, t
     from (select ${user} u,
                  (array['chat_standard','chat_standard','chat_rag','chat_rag','chat_rag','chat_web','chat_web',
                         'query_enrichment','legal_document_simple','legal_document_complex','case_strategy_simple',
                         'document_enhancement'])[1 + floor(random() * 12)::int] f,
                  2000 + floor(random() * 6000)::int p, floor(random() * 1500)::int c, floor(random() * 200)::int w,
                  100 + floor(random() * 900)::int o, ${WHEN} t
           from generate_series(1, ${sizes.usageRecords})) s`,
    // The ledger: charges (negative), refunds of some of them, monthly resets.
    `insert into points_ledger (user_id, kind, action, delta, balance_after, created_at)
     select ${user}, 'charge',
            (array['chat_message','rag_interrogation','rag_interrogation','web_search_query','legal_document_simple',
                   'legal_document_complex','document_enhancement','case_strategy_simple'])[1 + floor(random() * 8)::int],
            -(array[2, 10, 10, 5, 10, 20, 20, 25])[1 + floor(random() * 8)::int], floor(random() * 500)::int, ${WHEN}
     from generate_series(1, ${charges})`,
    `insert into points_ledger (user_id, kind, action, delta, balance_after, refund_of, created_at)
     select user_id, 'refund', action, -delta, balance_after - delta, id, created_at + interval '5 seconds'
     from points_ledger where kind = 'charge' order by random() limit ${refunds}`,
    `insert into points_ledger (user_id, kind, action, delta, balance_after, created_at)
     select ${user}, 'adjustment', 'monthly_allowance', 100, 100, ${WHEN} from generate_series(1, ${resets})`,
    // The activity the server writes: chat answers mostly, then the rest of spec 2 §3's types.
    `insert into activity_log (user_id, action_type, details, ip_address, created_at)
     select ${user}, t, jsonb_build_object('query_mode', m, 'message_length', floor(random() * 400)::int,
              'documents_used', case when random() < 0.2 then 1 + floor(random() * 3)::int else 0 end,
              'context_size', floor(random() * 10)::int),
            '10.0.0.1', ${WHEN}
     from (select (array['CHAT_SIMPLE_INTERACTION','CHAT_RAG_INTERACTION','CHAT_WEB_SEARCH_INTERACTION',
                         'CASE_STRATEGY_CREATED','LEGAL_DOCUMENT_GENERATED','USER_REGISTRATION',
                         'SECURITY_ALERT_GENERATED'])[k] t,
                  (array['standard','rag','websearch','','','',''])[k] m
           from (select case when random() < 0.9 then 1 + floor(random() * 3)::int
                             else 4 + floor(random() * 4)::int end k
                 from generate_series(1, ${sizes.activityRecords})) kinds) s`,
    // Four in five analysed by the model (status, analysis, probability and date together), the rest drafts.
    `insert into case_strategies (user_id, case_title, case_type, legal_area, case_facts, status, analysis,
       success_probability, analyzed_at, created_at)
     select u, 'Caso ' || g, k, a, 'Fatti del caso',
            case when ai then 'analyzed' else 'draft' end,
            case when ai then '{"risk_factors": ["Prova documentale incompleta"]}'::jsonb end,
            case when ai then floor(random() * 100)::int end, case when ai then t end, t
     from (select g, ${user} u, random() < 0.8 ai, ${WHEN} t,
                  (array['civile','penale','lavoro','famiglia','commerciale'])[1 + floor(random() * 5)::int] k,
                  (array['Diritto civile','Diritto penale','Diritto del lavoro','Diritto di famiglia'])[1 + floor(random() * 4)::int] a
           from generate_series(1, ${sizes.caseStrategies}) g) s`,
    `insert into legal_documents (user_id, title, document_type, legal_area, status, metadata, original_content, content, created_at)
     select ${user}, 'Documento ' || g,
            (array['contratto','atto_giudiziario','ricorso','istanza','parere'])[1 + floor(random() * 5)::int],
            'diritto_civile', 'generated',
            case when random() < 0.6 then '{"ai_enhanced": true, "ai_option": "basic"}'::jsonb
                 else '{"ai_enhanced": false, "ai_option": "none"}'::jsonb end,
            'Testo', 'Testo', ${WHEN}
     from generate_series(1, ${sizes.legalDocuments}) g`,
    `insert into user_documents (user_id, filename, document_type, size_bytes, sha256, storage_key, status, created_at)
     select ${user}, 'documento-' || g || '.pdf', 'PDF', 100000, md5(g::text), 'bench/' || g, 'completed', ${WHEN}
     from generate_series(1, ${sizes.userDocuments}) g`,
    `insert into message_feedback (user_id, rating, feedback_text, question_text, answer_text, conversation_title, created_at)
     select ${user}, case when random() < 0.7 then 'like' else 'dislike' end,
            case when random() < 0.3 then 'Risposta incompleta' end, 'Domanda ' || g, 'Risposta ' || g, 'Pratica ' || g, ${WHEN}
     from generate_series(1, ${sizes.feedback}) g`,
    'analyze',
  ];
}
