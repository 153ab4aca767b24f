// Webinars and signups (registrations): a person registered for a webinar, a product, or something
// named by its title. A webinar's state follows from its time (api/cdp.ts webinarState).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { webinarState } from '../../api/cdp';
import type { Signup, Webinar } from '../../api/routes/sales';
import type { Db } from '../db/client';
import { persons, products, signups, webinars } from '../db/schema-cdp';
import { ApiError, notFound } from '../platform/http/errors';
import { isUniqueViolation } from '../account/index';
import { ownPerson, recordPersonEvent } from './persons';

export type WebinarRecord = typeof webinars.$inferSelect;

export function webinarView(w: WebinarRecord, registrations: number, now: Date = new Date()): Webinar {
  return {
    id: w.id, title: w.title, description: w.description, starts_at: w.startsAt.toISOString(), duration_min: w.durationMin, room_url: w.roomUrl,
    state: webinarState(w.startsAt, w.durationMin, now), registrations, created: w.created.toISOString(), updated: w.updated.toISOString(),
  };
}

/**
 * The webinar's registrations. The outer column is written out qualified: Drizzle renders a column of
 * the single selected table as a bare "id", which inside this subquery would mean signups' own id.
 */
export const registrationsCount = sql<number>`(SELECT count(*) FROM signups s WHERE s.webinar_id = "webinars"."id")`.mapWith(Number);

export async function ownWebinar(db: Db, accountId: number, id: number): Promise<{ w: WebinarRecord; registrations: number }> {
  const [row] = await db.select({ w: webinars, registrations: registrationsCount }).from(webinars)
    .where(and(eq(webinars.id, id), eq(webinars.accountId, accountId))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The select every signup list and lookup shares (with the person, webinar and product). */
export function signupSelect(db: Db) {
  return db.select({ s: signups, person: persons, webinar: webinars, productTitle: products.title }).from(signups)
    .innerJoin(persons, eq(persons.id, signups.personId))
    .leftJoin(webinars, eq(webinars.id, signups.webinarId))
    .leftJoin(products, eq(products.id, signups.productId))
    .$dynamic();
}

type SignupJoined = { s: typeof signups.$inferSelect; person: typeof persons.$inferSelect; webinar: WebinarRecord | null; productTitle: string | null };

export function signupView({ s, person, webinar, productTitle }: SignupJoined, now: Date = new Date()): Signup {
  return {
    id: s.id,
    person: { id: person.id, name: person.name, email: person.email, phone: person.phone },
    title: s.title,
    webinar: webinar ? { id: webinar.id, title: webinar.title, starts_at: webinar.startsAt.toISOString(), state: webinarState(webinar.startsAt, webinar.durationMin, now) } : null,
    product: s.productId !== null && productTitle !== null ? { id: s.productId, title: productTitle } : null,
    comment: s.comment,
    created: s.created.toISOString(),
  };
}

export async function loadSignup(db: Db, accountId: number, id: number): Promise<Signup> {
  const [row] = await signupSelect(db).where(and(eq(signups.id, id), eq(signups.accountId, accountId))).limit(1);
  if (!row) throw notFound();
  return signupView(row);
}

const fieldError = (field: string, code: 'not_found' | 'signup.exists') => new ApiError(422, 'validation', { fields: { [field]: code } });

/**
 * Registers the person: for a webinar (once per person), a product, or by title. The title is the
 * webinar's or product's when not given, and is kept when they are deleted later.
 */
export async function createSignup(db: Db, accountId: number, userId: number, input: { person_id: number; webinar_id?: number; product_id?: number; title: string; comment: string }): Promise<Signup> {
  const person = await ownPerson(db, accountId, input.person_id).catch(() => { throw fieldError('person_id', 'not_found'); });
  let title = input.title;
  if (input.webinar_id !== undefined) {
    const { w } = await ownWebinar(db, accountId, input.webinar_id).catch(() => { throw fieldError('webinar_id', 'not_found'); });
    title ||= w.title;
  }
  if (input.product_id !== undefined) {
    const [p] = await db.select({ title: products.title }).from(products).where(and(eq(products.id, input.product_id), eq(products.accountId, accountId))).limit(1);
    if (!p) throw fieldError('product_id', 'not_found');
    title ||= p.title;
  }
  try {
    const id = await db.transaction(async (tx) => {
      const [s] = await tx.insert(signups).values({
        accountId, personId: person.id, webinarId: input.webinar_id ?? null, productId: input.product_id ?? null, title, comment: input.comment,
      }).returning({ id: signups.id });
      await recordPersonEvent(tx, { accountId, personId: person.id, type: 'signup', userId, data: { signup_id: s.id, title, webinar_id: input.webinar_id ?? null } });
      return s.id;
    });
    return loadSignup(db, accountId, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('person_id', 'signup.exists');
    throw err;
  }
}

export const ofAccount = (accountId: number): SQL => eq(signups.accountId, accountId);
