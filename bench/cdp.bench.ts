/**
 * Customer data on PostgreSQL: 100,000 persons of one account in the default pipeline
 * (spread over its stages) with 500,000 history events, then, over HTTP against a server process
 * (`server/main.ts`), the persons list's first page, searches by name, email and phone digits, and
 * the kanban board (`GET /cdp/persons/pipeline/:id`, with and without a search) — target < 50 ms
 * each, median of 20; and in process, a lead → person match (`personFromLead`: find by the
 * normalised phone, update or create, link the lead, write the history) — target < 5 ms, median of
 * 300 leads, half of them matching an existing person, half creating one.
 * PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL (a database `<name>_cdp_bench` is made
 * afresh); without one it says so and measures nothing. Writes bench/results/cdp.json.
 */
import { api } from '../api/index';
import { loadLeadForMatch, personFromLead } from '../server/cdp/match';
import { freshPostgres, leadFormContent, startServer } from '../server/testing/lead-load';
import { call } from './lib/http';
import { median, nowMs, round, writeResults } from './lib/measure';

const PERSONS = 100_000;
const EVENTS = 500_000;
const RUNS = 20;
const MATCHES = 300;
const TARGETS = { queryMs: 50, matchMs: 5 };
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: round(median(samples), 2), p95Ms: round(sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)], 2) };
}

async function timed(fn: () => Promise<{ ms: number }>) {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push((await fn()).ms);
  return stats(samples);
}

if (!pgUrl) {
  console.log('cdp bench: set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL) to run it; nothing measured');
  process.exit(0);
}

const fresh = await freshPostgres(pgUrl, 'cdp_bench');
const server = await startServer({ DATABASE_URL: fresh.url, LOG_LEVEL: 'error' });
try {
  const email = `cdp-bench-${Date.now()}@example.com`;
  const { data: reg } = await call(server.port, api.session.register, { body: { email, password: 'Quartz-Lagoon-7', name: 'Bench', agreements: { offer: true, personal_data: true } } });
  const token = (reg as { token: string }).token;
  const { data: pipelines } = await call(server.port, api.cdp.pipelinesList, { token });
  const pipeline = (pipelines as unknown as { id: number; is_default: boolean; stages: { id: number }[] }[]).find((p) => p.is_default);
  if (!pipeline) throw new Error('no default pipeline');
  const { data: page } = await call(server.port, api.pages.create, { token, body: { title: 'Bench page' } });
  const pageId = (page as { id: number }).id;
  await call(server.port, api.pages.publish, { token, params: { pageId }, body: { code: 'cdpbench', data: leadFormContent(), globals: {} } });
  const [{ account_id: accountId, project_id: projectId }] = await fresh.database.withConnection((c) =>
    c.query<{ account_id: string; project_id: string | null }>('SELECT account_id, project_id FROM pages WHERE id = $1', [pageId]));

  const t0 = nowMs();
  const stageIds = pipeline.stages.map((s) => s.id);
  await fresh.database.withConnection(async (c) => {
    await c.query(`
      INSERT INTO persons (account_id, name, email, email_key, phone, phone_key, search, leads_count, created, updated)
      SELECT $1, 'Клиент ' || g, 'client' || g || '@example.com', 'client' || g || '@example.com',
        '+7 900 ' || lpad(g::text, 7, '0'), '7900' || lpad(g::text, 7, '0'),
        lower('Клиент ' || g || ' client' || g || '@example.com +7 900 ' || lpad(g::text, 7, '0') || ' 7900' || lpad(g::text, 7, '0')),
        1, now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
      FROM generate_series(1, ${PERSONS}) g`, [accountId]);
    await c.query(`
      INSERT INTO person_stages (person_id, pipeline_id, stage_id, account_id, moved_at)
      SELECT p.id, $2, (ARRAY[${stageIds.join(',')}]::bigint[])[1 + (p.id % ${stageIds.length})], $1, p.created
      FROM persons p WHERE p.account_id = $1`, [accountId, pipeline.id]);
    await c.query(`
      INSERT INTO person_events (account_id, person_id, type, data, created)
      SELECT $1, f.first + (g % ${PERSONS}), (ARRAY['created', 'lead', 'stage', 'task', 'signup'])[1 + g % 5], jsonb_build_object('n', g), now() - (g || ' seconds')::interval
      FROM generate_series(1, ${EVENTS}) g, (SELECT min(id) AS first FROM persons WHERE account_id = $1) f`, [accountId]);
    // Leads to match: the first half carry phones of existing persons, the second half new ones.
    await c.query(`
      INSERT INTO leads (account_id, page_id, project_id, form, form_id, fields, labels, title, status, search, utm, created,
        contact_name, contact_phone, contact_phone_e164, contact_rule)
      SELECT $1, $2, $3, 'Заявка', 1,
        jsonb_build_object('name', 'Лид ' || g, 'phone', ph.typed),
        '[{"name":"name","label":"Имя"},{"name":"phone","label":"Телефон"}]'::jsonb,
        'Лид ' || g, 1, lower('Лид ' || g), '{}'::jsonb, now(),
        -- The contact as the intake stores it (engine/contact.ts leadContact).
        'Лид ' || g, ph.typed, ph.e164, 1
      FROM generate_series(1, ${MATCHES}) g,
        LATERAL (SELECT CASE WHEN g <= ${MATCHES / 2} THEN '8 900 ' || lpad((g * 311)::text, 7, '0') ELSE '+7 901 ' || lpad(g::text, 7, '0') END AS typed,
          CASE WHEN g <= ${MATCHES / 2} THEN '+7900' || lpad((g * 311)::text, 7, '0') ELSE '+7901' || lpad(g::text, 7, '0') END AS e164) ph`, [accountId, pageId, projectId]);
    for (const table of ['persons', 'person_stages', 'person_events', 'leads']) await c.exec(`VACUUM ANALYZE ${table}`);
  });
  const seededSeconds = round((nowMs() - t0) / 1000, 1);

  const persons = (query: string) => () => call(server.port, api.cdp.personsList, { token, query });
  const board = (query = '') => () => call(server.port, api.cdp.board, { token, params: { id: pipeline.id }, query });
  const queries = {
    personsFirstPage: await timed(persons('page=1&limit=25')),
    personsByName: await timed(persons(`page=1&limit=25&search=${encodeURIComponent('клиент 4242')}`)),
    personsByEmail: await timed(persons(`page=1&limit=25&search=${encodeURIComponent('client77777@')}`)),
    personsByPhoneDigits: await timed(persons('page=1&limit=25&search=0031337')),
    // A whole number typed another way than stored: looked for by its E.164 digits.
    personsByPhoneFormat: await timed(persons(`page=1&limit=25&search=${encodeURIComponent('8 (900) 003-13-37')}`)),
    personsNoMatch: await timed(persons(`page=1&limit=25&search=${encodeURIComponent('никого-нет')}`)),
    personsPage100: await timed(persons('page=100&limit=25')),
    board: await timed(board()),
    boardSearch: await timed(board(`search=${encodeURIComponent('клиент 99')}`)),
  };

  const leadIds = (await fresh.database.withConnection((c) => c.query<{ id: string }>('SELECT id FROM leads WHERE account_id = $1 ORDER BY id', [accountId]))).map((r) => Number(r.id));
  const matchMs: number[] = [];
  const loadMs: number[] = [];
  let created = 0;
  for (const id of leadIds) {
    const l0 = nowMs();
    const lead = await loadLeadForMatch(fresh.database.db, id);
    const l1 = nowMs();
    if (!lead) throw new Error(`lead ${id} missing`);
    const result = await personFromLead(fresh.database.db, lead);
    matchMs.push(nowMs() - l1);
    loadMs.push(l1 - l0);
    if (result?.created) created++;
  }
  const match = { leads: leadIds.length, matchedExisting: leadIds.length - created, created, personFromLead: stats(matchMs), loadLeadForMatch: stats(loadMs) };

  const results = {
    targets: TARGETS,
    note: 'shared 2-core machine (other developers\' tests and servers running); the server, the database and the client share it',
    persons: PERSONS, events: EVENTS, stages: stageIds.length, seededSeconds, runs: RUNS, queries, match,
  };
  console.table(queries);
  console.table({ personFromLead: match.personFromLead, loadLeadForMatch: match.loadLeadForMatch });
  console.log(`matched ${match.matchedExisting} existing, created ${match.created}; wrote ${writeResults('cdp', results)}`);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await fresh.database.close();
}
