// Handlers of api/routes/cdp.ts: persons and their card's tabs, pipelines and the board, processes
// with steps, custom fields and models, a person's documents, and the SSO into the customer area.
// Every call is scoped to the caller's account and checked by cdp/access.ts (SPEC §6).
import { and, asc, count, eq, exists, sql, type AnyColumn } from 'drizzle-orm';
import type { cdpRoutes } from '../../api/routes/cdp';
import type { PersonDetail, PersonEventType } from '../../api/routes/cdp';
import { leadAnswers, phoneRegion, searchTermOf, UTM_TAGS } from '../../engine/index';
import { users } from '../db/schema';
import { cdpFields, personEvents, personLeads, persons, personStages, processes, processSteps } from '../db/schema-cdp';
import { leads } from '../db/schema-leads';
import { pages } from '../db/schema-pages';
import { me, type Handlers } from '../platform/http/context';
import { dateRangeWhere, zoneOf } from '../platform/http/date-range';
import { ApiError, notFound } from '../platform/http/errors';
import { listView } from '../platform/http/list';
import { requireCdp } from './access';
import {
  createDocument, documentView, downloadDocument, enqueueGc, listDocuments, ownDocument, removeDocument, updateDocument, uploadDocument,
} from './documents';
import { fieldView, modelsOf } from './fields';
import { ownPerson, personDetail, personRowView, recordPersonEvent, savePerson, stagesOf } from './persons';
import { boardOf, createPipeline, defaultTextIn, listPipelines, moveToStage, ownPipeline, pipelineIn, removePipeline, updatePipeline } from './pipelines';
import { processDetail, processView, ownProcess, ownStep, stepView } from './processes';
import { consumeSsoToken, issueSsoToken } from './sso';

/** Where a person stands, with the default pipeline's texts in the reader's language (cdp/pipelines.ts pipelineIn). */
const stagesIn = (stages: PersonDetail['stages'], locale: 'ru' | 'en'): PersonDetail['stages'] =>
  stages.map((s) => ({ ...s, pipeline: { ...s.pipeline, title: defaultTextIn(s.pipeline.title, locale) }, stage: { ...s.stage, title: defaultTextIn(s.stage.title, locale) } }));

const personIn = (p: PersonDetail, locale: 'ru' | 'en'): PersonDetail => ({ ...p, stages: stagesIn(p.stages, locale) });

export const cdpHandlers: Handlers<typeof cdpRoutes> = {
  // --- persons ------------------------------------------------------------------------------
  async personsList(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const f = ctx.query.filters;
    const flag = (column: AnyColumn, value: 'Y' | 'N' | undefined) => (value === undefined ? undefined : eq(column, value === 'Y'));
    const where = and(
      eq(persons.accountId, auth.account.id),
      f.record_type !== undefined ? eq(persons.recordType, f.record_type) : undefined,
      flag(persons.active, f.active),
      flag(persons.banned, f.banned),
      flag(persons.suspended, f.suspended),
      f.stage_id !== undefined
        ? exists(db.select({ one: sql`1` }).from(personStages).where(and(eq(personStages.personId, persons.id), eq(personStages.stageId, f.stage_id))))
        : undefined,
      dateRangeWhere(persons.created, f['created[from]'], f['created[to]'], zoneOf(auth)),
    );
    // The search column is lower-cased and carries phones' digits; a phone-like term is looked for by its digits, through the trigram index.
    const query = { ...ctx.query, search: ctx.query.search ? searchTermOf(ctx.query.search, phoneRegion(auth.account.country)) : null };
    return listView(db, db.select().from(persons).$dynamic(), query, {
      table: persons, where, search: [persons.search], id: persons.id,
      sort: { name: persons.name, created: persons.created, updated: persons.updated },
    }, personRowView);
  },

  async personsCreate(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'edit');
    const p = await savePerson(ctx.deps.db, auth.account.id, auth.user.id, null, ctx.body, auth.account.country);
    return personIn(await personDetail(ctx.deps.db, p), ctx.locale);
  },

  async personsGet(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    return personIn(await personDetail(ctx.deps.db, await ownPerson(ctx.deps.db, auth.account.id, ctx.params.personId)), ctx.locale);
  },

  async personsUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const existing = await ownPerson(db, auth.account.id, ctx.params.personId);
    return personIn(await personDetail(db, await savePerson(db, auth.account.id, auth.user.id, existing, ctx.body, auth.account.country)), ctx.locale);
  },

  async personsRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'delete');
    const p = await ownPerson(db, auth.account.id, ctx.params.personId);
    // Orders keep their customer's contact; the person's history, tasks, signups and files go with them.
    await db.transaction(async (tx) => {
      await tx.delete(persons).where(and(eq(persons.id, p.id), eq(persons.accountId, auth.account.id)));
      await enqueueGc(tx);
    });
    return { ok: true as const };
  },

  async personsForms(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const p = await ownPerson(db, auth.account.id, ctx.params.personId);
    const select = db.select({ lead: leads, pageTitle: pages.title, pageName: pages.name }).from(personLeads)
      .innerJoin(leads, eq(leads.id, personLeads.leadId))
      .leftJoin(pages, and(eq(pages.id, leads.pageId), eq(pages.accountId, leads.accountId))).$dynamic();
    return listView(db, select, ctx.query, {
      table: personLeads, where: eq(personLeads.personId, p.id), sort: { created: personLeads.leadId }, id: personLeads.leadId,
    }, ({ lead, pageTitle, pageName }) => ({
      id: lead.id,
      form: lead.form,
      page: lead.pageId === null || pageTitle === null ? null : { id: lead.pageId, title: pageTitle || pageName || '' },
      // The person's card shows what was answered; a field left empty says nothing.
      fields: leadAnswers(lead.labels, lead.fields).filter((f) => f.value !== ''),
      utm: Object.fromEntries(UTM_TAGS.filter((t) => lead.utm[t]).map((t) => [t, lead.utm[t]])),
      referrer: lead.referer,
      created: lead.created.toISOString(),
    }));
  },

  async personsHistory(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const p = await ownPerson(db, auth.account.id, ctx.params.personId);
    const select = db.select({ e: personEvents, userName: users.name }).from(personEvents)
      .leftJoin(users, eq(users.id, personEvents.userId)).$dynamic();
    return listView(db, select, ctx.query, {
      table: personEvents, where: eq(personEvents.personId, p.id), sort: { created: personEvents.id }, id: personEvents.id,
    }, ({ e, userName }) => ({
      id: e.id,
      type: e.type as PersonEventType,
      data: Object.fromEntries(Object.entries(e.data).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v))) as Record<string, string | number | boolean | null>,
      user: e.userId === null ? null : { id: e.userId, name: userName ?? '' },
      created: e.created.toISOString(),
    }));
  },

  // --- pipelines and the board ---------------------------------------------------------------
  async pipelinesList(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    return (await listPipelines(ctx.deps.db, auth.account.id)).map((p) => pipelineIn(p, ctx.locale));
  },

  async pipelinesGet(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    return pipelineIn(await ownPipeline(ctx.deps.db, auth.account.id, ctx.params.id), ctx.locale);
  },

  async pipelinesCreate(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'edit');
    return pipelineIn(await createPipeline(ctx.deps.db, auth.account.id, ctx.body), ctx.locale);
  },

  async pipelinesUpdate(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'edit');
    return pipelineIn(await updatePipeline(ctx.deps.db, auth.account.id, ctx.params.id, ctx.body), ctx.locale);
  },

  async pipelinesRemove(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'delete');
    await removePipeline(ctx.deps.db, auth.account.id, ctx.params.id);
    return { ok: true as const };
  },

  async board(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    const q = ctx.query;
    const board = await boardOf(ctx.deps.db, auth.account.id, ctx.params.id, { search: q.search ? searchTermOf(q.search, phoneRegion(auth.account.country)) : undefined, limit: q.limit, stage_id: q.stage_id, offset: q.offset });
    return { ...board, pipeline: pipelineIn(board.pipeline, ctx.locale) };
  },

  async move(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const moved = await db.transaction(async (tx) => {
      const p = await ownPerson(tx, auth.account.id, ctx.params.personId, true);
      const r = await moveToStage(tx, auth.account.id, p.id, ctx.body.pipeline_id, ctx.body.stage_id);
      if (r.moved) {
        await recordPersonEvent(tx, {
          accountId: auth.account.id, personId: p.id, type: 'stage', userId: auth.user.id,
          data: { pipeline_id: r.pipeline.id, pipeline: r.pipeline.title, from_id: r.from?.id ?? null, from: r.from?.title ?? null, to_id: r.to.id, to: r.to.title },
        });
        await tx.update(persons).set({ updated: new Date() }).where(eq(persons.id, p.id));
      }
      return { moved: r.moved, personId: p.id };
    });
    return { moved: moved.moved, stages: stagesIn(await stagesOf(db, moved.personId), ctx.locale) };
  },

  // --- processes -----------------------------------------------------------------------------
  async processList(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const stepsCount = sql<number>`(SELECT count(*) FROM process_steps s WHERE s.process_id = "processes"."id")`.mapWith(Number);
    return listView(db, db.select({ p: processes, steps: stepsCount }).from(processes).$dynamic(), ctx.query, {
      table: processes, where: eq(processes.accountId, auth.account.id), search: [processes.title, processes.description], id: processes.id,
      sort: { title: processes.title, created: processes.created },
    }, ({ p, steps }) => processView(p, steps));
  },

  async processCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const [p] = await db.insert(processes).values({ accountId: auth.account.id, title: ctx.body.title, description: ctx.body.description }).returning();
    return processDetail(db, p);
  },

  async processGet(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    return processDetail(ctx.deps.db, await ownProcess(ctx.deps.db, auth.account.id, ctx.params.id));
  },

  async processUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const p = await ownProcess(db, auth.account.id, ctx.params.id);
    const [next] = await db.update(processes).set({ title: ctx.body.title ?? p.title, description: ctx.body.description ?? p.description, updated: new Date() })
      .where(eq(processes.id, p.id)).returning();
    return processDetail(db, next);
  },

  async processRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'delete');
    const p = await ownProcess(db, auth.account.id, ctx.params.id);
    await db.delete(processes).where(eq(processes.id, p.id));
    return { ok: true as const };
  },

  async stepsList(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    return (await processDetail(db, await ownProcess(db, auth.account.id, ctx.params.id))).steps;
  },

  async stepsCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const p = await ownProcess(db, auth.account.id, ctx.params.id);
    const step = await db.transaction(async (tx) => {
      await tx.select({ id: processes.id }).from(processes).where(eq(processes.id, p.id)).for('update');
      const [{ n }] = await tx.select({ n: count() }).from(processSteps).where(eq(processSteps.processId, p.id));
      const at = Math.min(ctx.body.position ?? Number(n), Number(n));
      await tx.update(processSteps).set({ sort: sql`${processSteps.sort} + 1` }).where(and(eq(processSteps.processId, p.id), sql`${processSteps.sort} >= ${at}`));
      const [s] = await tx.insert(processSteps).values({ accountId: auth.account.id, processId: p.id, title: ctx.body.title, description: ctx.body.description, sort: at }).returning();
      await tx.update(processes).set({ updated: new Date() }).where(eq(processes.id, p.id));
      return s;
    });
    return stepView(step);
  },

  async stepsUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const s = await ownStep(db, auth.account.id, ctx.params.id, ctx.params.stepId);
    const [next] = await db.update(processSteps).set({ title: ctx.body.title ?? s.title, description: ctx.body.description ?? s.description })
      .where(eq(processSteps.id, s.id)).returning();
    return stepView(next);
  },

  async stepsRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const s = await ownStep(db, auth.account.id, ctx.params.id, ctx.params.stepId);
    await db.transaction(async (tx) => {
      await tx.delete(processSteps).where(eq(processSteps.id, s.id));
      await tx.update(processSteps).set({ sort: sql`${processSteps.sort} - 1` }).where(and(eq(processSteps.processId, s.processId), sql`${processSteps.sort} > ${s.sort}`));
    });
    return { ok: true as const };
  },

  async stepsOrder(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const p = await ownProcess(db, auth.account.id, ctx.params.id);
    const ids = ctx.body.ids;
    await db.transaction(async (tx) => {
      const current = await tx.select({ id: processSteps.id }).from(processSteps).where(eq(processSteps.processId, p.id)).for('update');
      const known = new Set(current.map((c) => c.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((i) => !known.has(i))) {
        throw new ApiError(422, 'validation', { fields: { ids: 'validation' } });
      }
      for (const [i, stepId] of ids.entries()) await tx.update(processSteps).set({ sort: i }).where(eq(processSteps.id, stepId));
      await tx.update(processes).set({ updated: new Date() }).where(eq(processes.id, p.id));
    });
    return (await processDetail(db, p)).steps;
  },

  // --- custom fields and models --------------------------------------------------------------
  async fieldsList(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const rows = await db.select().from(cdpFields)
      .where(and(eq(cdpFields.accountId, auth.account.id), ctx.query.model ? eq(cdpFields.model, ctx.query.model) : undefined))
      .orderBy(asc(cdpFields.model), asc(cdpFields.sort), asc(cdpFields.id));
    return rows.map(fieldView);
  },

  async fieldsCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const b = ctx.body;
    const [made] = await db.insert(cdpFields).values({
      accountId: auth.account.id, model: b.model, key: b.key, title: b.title, type: b.type, options: b.type === 'select' ? b.options : [],
      sort: sql`(SELECT COALESCE(MAX(sort), 0) + 1 FROM cdp_fields WHERE account_id = ${auth.account.id} AND model = ${b.model})`,
    }).onConflictDoNothing().returning();
    if (!made) throw new ApiError(422, 'validation', { fields: { key: 'field.key_taken' } });
    return fieldView(made);
  },

  async fieldsUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const [f] = await db.select().from(cdpFields).where(and(eq(cdpFields.id, ctx.params.id), eq(cdpFields.accountId, auth.account.id))).limit(1);
    if (!f) throw notFound();
    if (f.type === 'select' && ctx.body.options !== undefined && ctx.body.options.length === 0) throw new ApiError(422, 'validation', { fields: { options: 'field.required' } });
    const [next] = await db.update(cdpFields).set({
      title: ctx.body.title ?? f.title, sort: ctx.body.sort ?? f.sort, options: f.type === 'select' ? (ctx.body.options ?? f.options) : [],
    }).where(eq(cdpFields.id, f.id)).returning();
    return fieldView(next);
  },

  async fieldsRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'delete');
    const deleted = await db.delete(cdpFields).where(and(eq(cdpFields.id, ctx.params.id), eq(cdpFields.accountId, auth.account.id))).returning({ id: cdpFields.id });
    if (deleted.length === 0) throw notFound();
    return { ok: true as const };
  },

  async models(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    return modelsOf(ctx.deps.db, auth.account.id);
  },

  // --- documents -----------------------------------------------------------------------------
  async documentsList(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const p = await ownPerson(db, auth.account.id, ctx.params.personId);
    return listDocuments(db, auth.account.id, p.id, ctx.query.parent_id);
  },

  async documentsCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const p = await ownPerson(db, auth.account.id, ctx.params.personId);
    const d = await createDocument(db, auth.account.id, p.id, ctx.body);
    if (d.type !== 'folder') await recordPersonEvent(db, { accountId: auth.account.id, personId: p.id, type: 'document', data: { kind: d.type, title: d.title }, userId: auth.user.id });
    return documentView(d, true);
  },

  async documentsUpload(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const p = await ownPerson(db, auth.account.id, ctx.params.personId);
    const d = await uploadDocument(db, ctx.deps.config, auth.account.id, p.id, ctx.req);
    await recordPersonEvent(db, { accountId: auth.account.id, personId: p.id, type: 'document', data: { kind: 'file', title: d.title }, userId: auth.user.id });
    return documentView(d);
  },

  async documentsGet(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    return documentView(await ownDocument(db, auth.account.id, ctx.params.personId, ctx.params.docId), true);
  },

  async documentsUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    return documentView(await updateDocument(db, auth.account.id, ctx.params.personId, ctx.params.docId, ctx.body), true);
  },

  async documentsRemove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'delete');
    await removeDocument(db, auth.account.id, ctx.params.personId, ctx.params.docId);
    return { ok: true as const };
  },

  async documentsFile(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    return downloadDocument(db, ctx.deps.config, auth.account.id, ctx.params.personId, ctx.params.docId);
  },

  // --- SSO -----------------------------------------------------------------------------------
  async ssoToken(ctx) {
    const auth = me(ctx);
    await requireCdp(ctx.deps.db, auth, 'view');
    return issueSsoToken(ctx.deps.db, ctx.deps.config, auth, ctx.query.web);
  },

  async ssoLogin(ctx) {
    const origin = typeof ctx.req.headers.origin === 'string' ? ctx.req.headers.origin : undefined;
    return { token: await consumeSsoToken(ctx.deps.db, ctx.deps.config, ctx.body.token, { ...ctx.client, origin }) };
  },
};

