// Pipelines and their stages, the kanban board of persons per stage, and moving a person between
// stages (each move written to the person's history). Every account has a default pipeline — made
// on first use — whose first stage new persons enter.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { defaultStageColor, type StageColor } from '../../api/cdp';
import type { Board, Pipeline } from '../../api/routes/cdp';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import { personStages, pipelineStages, pipelines } from '../db/schema-cdp';
import { ApiError, notFound } from '../platform/http/errors';
import { likePattern } from '../platform/http/list';
import { rowsOf } from '../db/rows';

type PipelineRecord = typeof pipelines.$inferSelect;
type StageRecord = typeof pipelineStages.$inferSelect;

/** The default pipeline's stages, in the owner's language (they are the account's own data after that). */
const DEFAULT_PIPELINE = {
  ru: { title: 'Воронка продаж', stages: ['Новые', 'В работе', 'Переговоры', 'Успешно', 'Отказ'] },
  en: { title: 'Sales pipeline', stages: ['New', 'In progress', 'Negotiation', 'Won', 'Lost'] },
} as const;

/** Each default text, in either language, to its place: what is still a default reads in the reader's language. */
const DEFAULT_TEXTS = new Map<string, { title: true } | { stage: number }>(
  (['ru', 'en'] as const).flatMap((lang) => [
    [DEFAULT_PIPELINE[lang].title, { title: true } as const] as const,
    ...DEFAULT_PIPELINE[lang].stages.map((t, i) => [t, { stage: i }] as const),
  ]),
);

/**
 * A pipeline as a reader of `locale` sees it: a title that is still the default pipeline's text
 * (made in the owner's language when the account first needed it) reads in the reader's language,
 * so an English interface does not show «Новые» for the stages nobody renamed. A renamed title is
 * the account's own text and is shown as written.
 */
export function pipelineIn(p: Pipeline, locale: 'ru' | 'en'): Pipeline {
  return { ...p, title: defaultTextIn(p.title, locale), stages: p.stages.map((st) => ({ ...st, title: defaultTextIn(st.title, locale) })) };
}

/** One pipeline or stage title as a reader of `locale` sees it (see pipelineIn). */
export function defaultTextIn(text: string, locale: 'ru' | 'en'): string {
  const seed = DEFAULT_TEXTS.get(text);
  if (seed === undefined) return text;
  return 'title' in seed ? DEFAULT_PIPELINE[locale].title : DEFAULT_PIPELINE[locale].stages[seed.stage];
}

export function pipelineView(p: PipelineRecord, stages: readonly StageRecord[]): Pipeline {
  return {
    id: p.id,
    title: p.title,
    is_default: p.isDefault,
    stages: stages.map((s) => ({ id: s.id, title: s.title, color: s.color as StageColor, sort: s.sort })),
  };
}

async function stagesOfPipelines(db: Db, ids: readonly number[]): Promise<Map<number, StageRecord[]>> {
  const out = new Map<number, StageRecord[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db.select().from(pipelineStages).where(inArray(pipelineStages.pipelineId, [...ids])).orderBy(asc(pipelineStages.sort), asc(pipelineStages.id));
  for (const s of rows) out.get(s.pipelineId)?.push(s);
  return out;
}

/** The account's default pipeline with its stages; made (in the owner's language) when there is none. */
export async function ensureDefaultPipeline(db: Db, accountId: number): Promise<Pipeline> {
  const [existing] = await db.select().from(pipelines).where(and(eq(pipelines.accountId, accountId), eq(pipelines.isDefault, true))).limit(1);
  if (existing) return pipelineView(existing, (await stagesOfPipelines(db, [existing.id])).get(existing.id) ?? []);
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ locale: users.locale }).from(accounts).innerJoin(users, eq(users.id, accounts.ownerUserId)).where(eq(accounts.id, accountId)).limit(1);
    const texts = DEFAULT_PIPELINE[owner?.locale === 'en' ? 'en' : 'ru'];
    const [made] = await tx.insert(pipelines).values({ accountId, title: texts.title, isDefault: true }).onConflictDoNothing().returning();
    if (!made) {
      // Another call made it first (the unique index of defaults): take that one.
      const [other] = await tx.select().from(pipelines).where(and(eq(pipelines.accountId, accountId), eq(pipelines.isDefault, true))).limit(1);
      return pipelineView(other, (await stagesOfPipelines(tx, [other.id])).get(other.id) ?? []);
    }
    const stages = await tx.insert(pipelineStages)
      .values(texts.stages.map((title, i) => ({ accountId, pipelineId: made.id, title, color: defaultStageColor(i), sort: i })))
      .returning();
    return pipelineView(made, stages);
  });
}

export async function listPipelines(db: Db, accountId: number): Promise<Pipeline[]> {
  await ensureDefaultPipeline(db, accountId);
  const rows = await db.select().from(pipelines).where(eq(pipelines.accountId, accountId)).orderBy(asc(pipelines.sort), asc(pipelines.id));
  const stages = await stagesOfPipelines(db, rows.map((r) => r.id));
  return rows.map((p) => pipelineView(p, stages.get(p.id) ?? []));
}

export async function ownPipeline(db: Db, accountId: number, id: number): Promise<Pipeline> {
  const [p] = await db.select().from(pipelines).where(and(eq(pipelines.id, id), eq(pipelines.accountId, accountId))).limit(1);
  if (!p) throw notFound();
  return pipelineView(p, (await stagesOfPipelines(db, [p.id])).get(p.id) ?? []);
}

export interface StageInput { id?: number; title: string; color?: StageColor }

export async function createPipeline(db: Db, accountId: number, input: { title: string; stages: StageInput[]; is_default?: boolean }): Promise<Pipeline> {
  await ensureDefaultPipeline(db, accountId);
  const id = await db.transaction(async (tx) => {
    const [{ next }] = await tx.select({ next: sql<number>`COALESCE(MAX(${pipelines.sort}), 0) + 1` }).from(pipelines).where(eq(pipelines.accountId, accountId));
    if (input.is_default) await tx.update(pipelines).set({ isDefault: false }).where(and(eq(pipelines.accountId, accountId), eq(pipelines.isDefault, true)));
    const [p] = await tx.insert(pipelines).values({ accountId, title: input.title, sort: Number(next), isDefault: input.is_default === true }).returning();
    await tx.insert(pipelineStages).values(input.stages.map((s, i) => ({ accountId, pipelineId: p.id, title: s.title, color: s.color ?? defaultStageColor(i), sort: i })));
    return p.id;
  });
  return ownPipeline(db, accountId, id);
}

const stageError = (code: 'stage.unknown' | 'stage.not_empty') => new ApiError(422, 'validation', { fields: { stages: code } });

/**
 * Renames the pipeline, makes it the default, and/or replaces its stages: a stage with `id` keeps its
 * persons (renamed, recoloured, reordered), one without is added, one left out is deleted — only
 * when nobody stands on it (nothing a user put there is lost).
 */
export async function updatePipeline(db: Db, accountId: number, id: number, input: { title?: string; stages?: StageInput[]; is_default?: true }): Promise<Pipeline> {
  await db.transaction(async (tx) => {
    const [p] = await tx.select().from(pipelines).where(and(eq(pipelines.id, id), eq(pipelines.accountId, accountId))).limit(1).for('update');
    if (!p) throw notFound();
    if (input.title !== undefined) await tx.update(pipelines).set({ title: input.title }).where(eq(pipelines.id, id));
    if (input.is_default && !p.isDefault) {
      await tx.update(pipelines).set({ isDefault: false }).where(and(eq(pipelines.accountId, accountId), eq(pipelines.isDefault, true)));
      await tx.update(pipelines).set({ isDefault: true }).where(eq(pipelines.id, id));
    }
    if (!input.stages) return;
    const current = (await stagesOfPipelines(tx, [id])).get(id) ?? [];
    const currentIds = new Set(current.map((s) => s.id));
    const keptIds = input.stages.flatMap((s) => (s.id === undefined ? [] : [s.id]));
    if (keptIds.some((sid) => !currentIds.has(sid)) || new Set(keptIds).size !== keptIds.length) throw stageError('stage.unknown');
    const dropped = current.filter((s) => !keptIds.includes(s.id)).map((s) => s.id);
    if (dropped.length > 0) {
      const [busy] = await tx.select({ n: count() }).from(personStages).where(and(eq(personStages.pipelineId, id), inArray(personStages.stageId, dropped)));
      if (Number(busy.n) > 0) throw stageError('stage.not_empty');
      await tx.delete(pipelineStages).where(inArray(pipelineStages.id, dropped));
    }
    for (const [i, s] of input.stages.entries()) {
      const color = s.color ?? current.find((c) => c.id === s.id)?.color ?? defaultStageColor(i);
      if (s.id === undefined) await tx.insert(pipelineStages).values({ accountId, pipelineId: id, title: s.title, color, sort: i });
      else await tx.update(pipelineStages).set({ title: s.title, color, sort: i }).where(eq(pipelineStages.id, s.id));
    }
  });
  return ownPipeline(db, accountId, id);
}

/** Deletes a pipeline (its persons leave it; they stay persons). The only pipeline stays; a deleted default passes the role on. */
export async function removePipeline(db: Db, accountId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const all = await tx.select().from(pipelines).where(eq(pipelines.accountId, accountId)).orderBy(asc(pipelines.sort), asc(pipelines.id)).for('update');
    const p = all.find((x) => x.id === id);
    if (!p) throw notFound();
    if (all.length === 1) throw new ApiError(409, 'pipeline.last');
    await tx.delete(pipelines).where(eq(pipelines.id, id));
    if (p.isDefault) {
      const heir = all.find((x) => x.id !== id) as PipelineRecord;
      await tx.update(pipelines).set({ isDefault: true }).where(eq(pipelines.id, heir.id));
    }
  });
}

interface CardRow {
  stage_id: string | number;
  id: string | number;
  name: string;
  email: string | null;
  phone: string | null;
  record_type: number;
  moved_at: string | Date;
  last_activity: string | Date;
}

/**
 * The board: each stage's count and its persons most recently moved first (one query for the
 * cards of every column, one for the counts, both served by person_stages_board_idx; a search
 * goes through the persons' trigram index first). A card's last activity is the person's newest
 * history event (one probe of person_events_person_idx per card). `stageId` + `offset`: more of one column.
 */
export async function boardOf(db: Db, accountId: number, pipelineId: number, q: { search?: string; limit: number; stage_id?: number; offset: number }): Promise<Board> {
  const pipeline = await ownPipeline(db, accountId, pipelineId);
  const stageIds = pipeline.stages.map((s) => s.id).filter((sid) => q.stage_id === undefined || sid === q.stage_id);
  if (q.stage_id !== undefined && stageIds.length === 0) throw stageError('stage.unknown');
  const term = q.search ? likePattern(q.search.toLowerCase()) : null;
  const searchCond = term ? sql`AND p.search LIKE ${term}` : sql``;
  const ids = sql.join(stageIds.map((sid) => sql`${sid}::bigint`), sql`, `);
  const [cards, counts] = stageIds.length === 0 ? [[], []] : await Promise.all([
    rowsOf<CardRow>(db, sql`
      SELECT s.id AS stage_id, c.*
      FROM unnest(ARRAY[${ids}]) AS s (id),
      LATERAL (
        SELECT p.id, p.name, p.email, p.phone, p.record_type, ps.moved_at,
          COALESCE((SELECT e.created FROM person_events e WHERE e.person_id = p.id ORDER BY e.id DESC LIMIT 1), ps.moved_at) AS last_activity
        FROM person_stages ps JOIN persons p ON p.id = ps.person_id
        WHERE ps.pipeline_id = ${pipelineId} AND ps.stage_id = s.id AND p.account_id = ${accountId} ${searchCond}
        ORDER BY ps.moved_at DESC, ps.person_id DESC
        LIMIT ${q.limit} OFFSET ${q.offset}
      ) c`),
    term
      ? rowsOf<{ stage_id: string | number; n: string | number }>(db, sql`
          SELECT ps.stage_id, count(*) AS n FROM persons p JOIN person_stages ps ON ps.person_id = p.id AND ps.pipeline_id = ${pipelineId}
          WHERE p.account_id = ${accountId} AND ps.stage_id IN (${ids}) ${searchCond} GROUP BY ps.stage_id`)
      : rowsOf<{ stage_id: string | number; n: string | number }>(db, sql`
          SELECT stage_id, count(*) AS n FROM person_stages WHERE pipeline_id = ${pipelineId} AND stage_id IN (${ids}) GROUP BY stage_id`),
  ]);
  const totals = new Map(counts.map((c) => [Number(c.stage_id), Number(c.n)]));
  return {
    pipeline,
    columns: stageIds.map((sid) => ({
      stage_id: sid,
      total: totals.get(sid) ?? 0,
      persons: cards.filter((c) => Number(c.stage_id) === sid).map((c) => ({
        id: Number(c.id), name: c.name, email: c.email, phone: c.phone, record_type: c.record_type as 1 | 10 | 100 | 300,
        moved_at: new Date(c.moved_at).toISOString(),
        last_activity: new Date(c.last_activity).toISOString(),
      })),
    })),
  };
}

export interface MoveResult { moved: boolean; from: StageRecord | null; to: StageRecord; pipeline: PipelineRecord }

/**
 * Puts the person on `stageId` of the pipeline, in the caller's transaction (the person row is
 * already locked by the caller). Returns whether anything changed and the stages involved.
 */
export async function moveToStage(tx: Db, accountId: number, personId: number, pipelineId: number, stageId: number): Promise<MoveResult> {
  const [pipeline] = await tx.select().from(pipelines).where(and(eq(pipelines.id, pipelineId), eq(pipelines.accountId, accountId))).limit(1);
  if (!pipeline) throw notFound();
  const stages = (await stagesOfPipelines(tx, [pipelineId])).get(pipelineId) ?? [];
  const to = stages.find((s) => s.id === stageId);
  if (!to) throw stageError('stage.unknown');
  const [current] = await tx.select().from(personStages)
    .where(and(eq(personStages.personId, personId), eq(personStages.pipelineId, pipelineId))).limit(1).for('update');
  if (current?.stageId === stageId) return { moved: false, from: to, to, pipeline };
  const from = current ? (stages.find((s) => s.id === current.stageId) ?? null) : null;
  await tx.insert(personStages).values({ personId, pipelineId, stageId, accountId, movedAt: new Date() })
    .onConflictDoUpdate({ target: [personStages.personId, personStages.pipelineId], set: { stageId, movedAt: new Date() } });
  return { moved: true, from, to, pipeline };
}

/** Stages of other pipelines are never a valid target: used by callers that take a bare stage id. */
export async function stageOfAccount(db: Db, accountId: number, stageId: number): Promise<StageRecord | null> {
  const [s] = await db.select().from(pipelineStages).where(and(eq(pipelineStages.id, stageId), eq(pipelineStages.accountId, accountId))).limit(1);
  return s ?? null;
}

