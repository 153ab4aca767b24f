// Persons: loading one of the caller's account, the shapes the API answers, the history every
// change writes, and saving a person's own fields (contact uniqueness, custom field values).
import { and, asc, count, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { fromFlag, normalizeEmail, normalizePhone, personSearchText, toFlag, type RecordType } from '../../api/cdp';
import { phoneRegion } from '../../engine/index';
import type { PersonDetail, PersonEventType, PersonRow } from '../../api/routes/cdp';
import type { Db } from '../db/client';
import {
  orders, personDocuments, personEvents, personLeads, persons, personStages, pipelineStages, pipelines, signups, tasks,
} from '../db/schema-cdp';
import { ApiError, notFound } from '../platform/http/errors';
import { isUniqueViolation } from '../account/index';
import { checkFieldValues } from './fields';
import { ensureDefaultPipeline } from './pipelines';

export type PersonRecord = typeof persons.$inferSelect;

export function personRowView(p: PersonRecord): PersonRow {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    record_type: p.recordType as RecordType,
    active: toFlag(p.active),
    banned: toFlag(p.banned),
    suspended: toFlag(p.suspended),
    leads_count: p.leadsCount,
    last_lead_at: p.lastLeadAt?.toISOString() ?? null,
    created: p.created.toISOString(),
    updated: p.updated.toISOString(),
  };
}

/** The person of `accountId`; another account's id answers exactly like a missing one. */
export async function ownPerson(db: Db, accountId: number, personId: number, lock = false): Promise<PersonRecord> {
  const q = db.select().from(persons).where(and(eq(persons.id, personId), eq(persons.accountId, accountId))).limit(1);
  const [p] = lock ? await q.for('update') : await q;
  if (!p) throw notFound();
  return p;
}

/** Where a person stands in each pipeline, in the pipelines' order. */
export async function stagesOf(db: Db, personId: number): Promise<PersonDetail['stages']> {
  const rows = await db.select({
    pipelineId: pipelines.id, pipelineTitle: pipelines.title, stageId: pipelineStages.id, stageTitle: pipelineStages.title,
    color: pipelineStages.color, movedAt: personStages.movedAt,
  }).from(personStages)
    .innerJoin(pipelines, eq(pipelines.id, personStages.pipelineId))
    .innerJoin(pipelineStages, eq(pipelineStages.id, personStages.stageId))
    .where(eq(personStages.personId, personId))
    .orderBy(asc(pipelines.sort), asc(pipelines.id));
  return rows.map((r) => ({
    pipeline: { id: r.pipelineId, title: r.pipelineTitle },
    stage: { id: r.stageId, title: r.stageTitle, color: r.color as PersonDetail['stages'][number]['stage']['color'] },
    moved_at: r.movedAt.toISOString(),
  }));
}

const countOf = async (q: Promise<{ n: number }[]>): Promise<number> => Number((await q)[0]?.n ?? 0);

/** The card: the row, custom values, where the person came from, their stages and the tabs' counts. */
export async function personDetail(db: Db, p: PersonRecord): Promise<PersonDetail> {
  const [stages, forms, orderCount, signupCount, webinarCount, todos, files] = await Promise.all([
    stagesOf(db, p.id),
    countOf(db.select({ n: count() }).from(personLeads).where(eq(personLeads.personId, p.id))),
    countOf(db.select({ n: count() }).from(orders).where(eq(orders.personId, p.id))),
    countOf(db.select({ n: count() }).from(signups).where(and(eq(signups.personId, p.id), isNull(signups.webinarId)))),
    countOf(db.select({ n: count() }).from(signups).where(and(eq(signups.personId, p.id), isNotNull(signups.webinarId)))),
    countOf(db.select({ n: count() }).from(tasks).where(and(eq(tasks.personId, p.id), inArray(tasks.status, ['todo', 'in_progress', 'waiting'])))),
    countOf(db.select({ n: count() }).from(personDocuments).where(and(eq(personDocuments.personId, p.id), ne(personDocuments.type, 'folder')))),
  ]);
  const s = p.source;
  const hasSource = s.lead_id !== undefined;
  return {
    ...personRowView(p),
    fields: p.fields,
    source: hasSource
      ? { page: s.page_id ? { id: s.page_id, title: s.page_title ?? '' } : null, form: s.form ?? null, utm: s.utm ?? {}, referrer: s.referrer ?? null }
      : null,
    stages,
    counts: { forms, orders: orderCount, signups: signupCount, webinars: webinarCount, todos, files },
  };
}

export interface PersonEventInput {
  accountId: number;
  personId: number;
  type: PersonEventType;
  data?: Record<string, string | number | boolean | null>;
  userId?: number | null;
}

/** Appends to the person's history (in the caller's transaction, with the change it tells of). */
export async function recordPersonEvent(tx: Db, e: PersonEventInput | PersonEventInput[]): Promise<void> {
  const list = Array.isArray(e) ? e : [e];
  if (list.length === 0) return;
  await tx.insert(personEvents).values(list.map((x) => ({
    accountId: x.accountId, personId: x.personId, type: x.type, data: x.data ?? {}, userId: x.userId ?? null,
  })));
}

/** Contact and flags as the API takes them (every field optional: create fills defaults). */
export interface PersonInput {
  name?: string;
  email?: string;
  phone?: string;
  record_type?: RecordType;
  active?: 'Y' | 'N';
  banned?: 'Y' | 'N';
  suspended?: 'Y' | 'N';
  fields?: Record<string, string | number | boolean | null>;
}

const taken = (field: 'email' | 'phone') =>
  new ApiError(422, 'validation', { fields: { [field]: field === 'email' ? 'person.email_taken' : 'person.phone_taken' } });

/** The name of the unique index a failed insert or update ran into, if that was the failure. */
function violatedIndex(err: unknown): string | null {
  if (!isUniqueViolation(err)) return null;
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** Another person of the account already has this email or phone: the field's error. */
async function assertContactFree(db: Db, accountId: number, exceptId: number | null, emailKey: string | null, phoneKey: string | null): Promise<void> {
  const other = exceptId === null ? undefined : ne(persons.id, exceptId);
  if (emailKey) {
    const [hit] = await db.select({ id: persons.id }).from(persons).where(and(eq(persons.accountId, accountId), eq(persons.emailKey, emailKey), other)).limit(1);
    if (hit) throw taken('email');
  }
  if (phoneKey) {
    const [hit] = await db.select({ id: persons.id }).from(persons).where(and(eq(persons.accountId, accountId), eq(persons.phoneKey, phoneKey), other)).limit(1);
    if (hit) throw taken('phone');
  }
}

/**
 * Creates (`existing` null) or updates a person from the API's input. Refuses a person with neither
 * name, email nor phone, an email or phone another person has, and custom values that do not fit
 * the account's fields. Writes the history entry. Returns the saved row.
 */
export async function savePerson(db: Db, accountId: number, userId: number, existing: PersonRecord | null, input: PersonInput, country: string | null = null): Promise<PersonRecord> {
  const name = input.name ?? existing?.name ?? '';
  const email = input.email !== undefined ? (input.email || null) : (existing?.email ?? null);
  const phone = input.phone !== undefined ? (input.phone || null) : (existing?.phone ?? null);
  if (!name && !email && !phone) throw new ApiError(422, 'validation', { fields: { name: 'person.empty' } });
  const emailKey = normalizeEmail(email);
  const phoneKey = normalizePhone(phone, phoneRegion(country));
  const fields = input.fields === undefined ? (existing?.fields ?? {}) : await checkFieldValues(db, accountId, 'person', { ...existing?.fields, ...input.fields });
  const values = {
    name, email, emailKey, phone, phoneKey,
    recordType: input.record_type ?? existing?.recordType ?? 1,
    active: input.active !== undefined ? fromFlag(input.active) : (existing?.active ?? true),
    banned: input.banned !== undefined ? fromFlag(input.banned) : (existing?.banned ?? false),
    suspended: input.suspended !== undefined ? fromFlag(input.suspended) : (existing?.suspended ?? false),
    fields,
    search: personSearchText({ name, email, phone, phoneKey }),
    updated: new Date(),
  };
  await assertContactFree(db, accountId, existing?.id ?? null, emailKey, phoneKey);
  try {
    return await db.transaction(async (tx) => {
      if (existing) {
        const [row] = await tx.update(persons).set(values).where(and(eq(persons.id, existing.id), eq(persons.accountId, accountId))).returning();
        if (!row) throw notFound();
        const changed = changedKeys(existing, row);
        if (changed.length > 0) await recordPersonEvent(tx, { accountId, personId: row.id, type: 'updated', data: { fields: changed.join(',') }, userId });
        return row;
      }
      const [row] = await tx.insert(persons).values({ accountId, ...values }).returning();
      await recordPersonEvent(tx, { accountId, personId: row.id, type: 'created', data: { by: 'hand' }, userId });
      await joinDefaultPipeline(tx, accountId, row.id);
      return row;
    });
  } catch (err) {
    // Two saves raced past the check: the unique index has the last word.
    const index = violatedIndex(err);
    if (index === 'persons_email_key') throw taken('email');
    if (index === 'persons_phone_key') throw taken('phone');
    throw err;
  }
}

/** Which of the person's own fields an update changed (the history says which, not the values). */
function changedKeys(before: PersonRecord, after: PersonRecord): string[] {
  const keys: string[] = [];
  if (before.name !== after.name) keys.push('name');
  if (before.email !== after.email) keys.push('email');
  if (before.phone !== after.phone) keys.push('phone');
  if (before.recordType !== after.recordType) keys.push('record_type');
  if (before.active !== after.active) keys.push('active');
  if (before.banned !== after.banned) keys.push('banned');
  if (before.suspended !== after.suspended) keys.push('suspended');
  if (JSON.stringify(before.fields) !== JSON.stringify(after.fields)) keys.push('fields');
  return keys;
}

/**
 * Puts new persons of one account on the first stage of its default pipeline (creating that
 * pipeline on first use): one read of the pipeline and one insert however many persons.
 */
export async function joinDefaultPipeline(tx: Db, accountId: number, personIds: number | readonly number[]): Promise<void> {
  const ids = typeof personIds === 'number' ? [personIds] : personIds;
  if (ids.length === 0) return;
  const pipeline = await ensureDefaultPipeline(tx, accountId);
  const first = pipeline.stages[0];
  if (!first) return;
  await tx.insert(personStages).values(ids.map((personId) => ({ personId, pipelineId: pipeline.id, stageId: first.id, accountId })))
    .onConflictDoNothing();
}

/** Persons of the account among `ids` (for batch calls and references in bodies). */
export async function ownPersonIds(db: Db, accountId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: persons.id }).from(persons).where(and(eq(persons.accountId, accountId), inArray(persons.id, [...ids])));
  return rows.map((r) => r.id);
}

