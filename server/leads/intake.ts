// Lead intake on published-page origins: forms post to `/__lead` (the page script with fetch, or a
// plain POST when scripts are off). Order: the per-sender limit, the body, the page (published,
// not stopped, not in the trash), the honeypot, the form's own field rules; then the lead is
// written — with its idempotency key, so a retried submission is stored once — and only once that
// transaction has committed is the visitor told "thank you" (JSON for the script, a real page for
// a plain POST, in the page's language).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  AD_TAGS, answersByField, CONSENT_LABELS, consentsOf, CONTACT_RULE_VERSION, takeConsents, DEFAULT_SUBMIT_TEXTS, FIELD_MESSAGES, fieldMessage, FORM_META, isMetaName, ownValue, phoneRegion, pickForm, UTM_PREFIX, validateLead, withUtm,
  type FieldError, type FormRules, type LeadConsent, type PageLang,
} from '../../engine/index';
import type { Db } from '../db/client';
import { eventCtes } from '../platform/jobs/events';
import { createJobNudge } from '../platform/jobs/nudge';
import { preparedRows } from '../db/prepared';
import { consentValues } from './consent';
import { contactOfAnswers } from './contact';
import { notFoundPage, secure } from '../pages/index';
import type { Site } from '../pages/index';
import { siteKey } from '../pages/index';
import { readLeadBody } from './intake-body';
import { dropLeadFiles, fileProblems, linkLeadFiles, putLeadFiles } from './lead-files';
import type { ObjectStore } from '../platform/storage/index';
import { leadSubmissions } from '../ops/metrics';
import { createLeadLimiter, type LeadLimitOptions } from './intake-limit';
import { failedPage, fixPage, thankYouPage } from './intake-pages';
import { createLeadTargets, type LeadTarget } from './intake-target';
import { uriOf } from '../pages/index';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export type Intake =
  | { kind: 'stored'; target: LeadTarget; form: FormRules | undefined; leadId: number }
  /** A retry of a submission already stored (same page and key): answered as the first was. */
  | { kind: 'duplicate' | 'trapped'; target: LeadTarget; form: FormRules | undefined }
  | { kind: 'invalid'; target: LeadTarget; form: FormRules; errors: Record<string, FieldError> }
  | { kind: 'notFound' }
  | { kind: 'unreadable'; status: 400 | 413 | 415 };

/** What a lead keeps of its visit besides the answers. */
interface Visit { utm: Record<string, string>; referrer: string | null; key: string | null }

function referrerUrl(req: FastifyRequest): URL | null {
  const referer = req.headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    return new URL(referer);
  } catch {
    return null;
  }
}

/**
 * The page script sends the landing context in meta fields; a plain POST has only its Referer
 * (the page itself, with the landing URL's query when the visitor arrived on it).
 */
function visitOf(meta: Record<string, string>, req: FastifyRequest): Visit {
  const fromScript = FORM_META.referrer in meta;
  const referer = referrerUrl(req);
  const utm: Record<string, string> = {};
  for (const tag of AD_TAGS) {
    const value = fromScript ? meta[UTM_PREFIX + tag] : referer?.searchParams.get(tag);
    if (value) utm[tag] = value.slice(0, 500);
  }
  const referrer = fromScript ? meta[FORM_META.referrer] : referer?.href ?? '';
  const key = meta[FORM_META.key] ?? '';
  return { utm, referrer: referrer ? referrer.slice(0, 2000) : null, key: KEY_PATTERN.test(key) ? key : null };
}

/** The meta fields (their first value) apart from what the visitor answered (every value). */
function split(values: Record<string, string[]>): { meta: Record<string, string>; posted: Record<string, string[]> } {
  const meta: Record<string, string> = {};
  const posted: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(values)) {
    if (isMetaName(k)) meta[k] = v[0];
    else posted[k] = v;
  }
  return { meta, posted };
}

/** The answers field by field (engine/forms.ts answersByField); a hand-made POST's repeats joined. */
function answersOf(picked: FormRules | undefined, posted: Record<string, string[]>): { form: FormRules | undefined; answers: Record<string, string> } {
  if (picked !== undefined) return answersByField(picked, posted);
  return { form: undefined, answers: Object.fromEntries(Object.entries(posted).map(([k, v]) => [k, v.join(', ').slice(0, 5000)])) };
}

const PLAIN_KINDS: ReadonlySet<string> = new Set(['text', 'phone', 'email', 'dropdown']);

/**
 * The labels in form order, then any answer the form does not know (a hand-made POST). A field
 * of a newer kind keeps it, so readers show a group's choices as a list and a ticked box as «Да»
 * (text, phone, email and list answers read as they always did: their labels stay as they were).
 */
function labelsOf(form: FormRules | undefined, answers: Record<string, string>): { name: string; label: string; kind?: string }[] {
  const out = new Map<string, { name: string; label: string; kind?: string }>();
  for (const f of form?.fields ?? []) if (!out.has(f.name)) out.set(f.name, { name: f.name, label: f.label, ...(PLAIN_KINDS.has(f.kind) ? {} : { kind: f.kind }) });
  for (const name of Object.keys(answers)) if (!out.has(name)) out.set(name, { name, label: name });
  return [...out.values()];
}

/**
 * The lead, its `lead.created` event and the one `events.fanout` job that enqueues its follow-ups
 * (platform/jobs/kinds.ts `fannedOut`) in ONE statement (one round trip, committed atomically on its own):
 * the outbox without BEGIN/COMMIT round trips. No NOTIFY in it (the intake nudges the workers,
 * platform/jobs/nudge.ts). A retried idempotency key inserts nothing — no lead, no event — and answers null.
 */
export async function storeLead(db: Db, target: LeadTarget, form: FormRules | undefined, formName: string, answers: Record<string, string>, visit: Visit, client: { ip: string; userAgent: string | null }, consents: readonly LeadConsent[] = []): Promise<number | null> {
  const name = (form?.name ?? formName).slice(0, 500);
  const labels = labelsOf(form, answers);
  // The one contact rule, applied once: every reader of the lead takes these columns.
  const contact = contactOfAnswers(form, name, answers, labels, target.country);
  const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
  const rows = await preparedRows<{ id: string | number }>(db, sql`
    WITH new_lead AS (
      INSERT INTO leads (account_id, page_id, project_id, form, form_id, fields, labels, title, utm, status, ip, user_agent, referer, idem_key, search,
        contact_name, contact_email, contact_phone, contact_phone_e164, contact_rule, consents)
      VALUES (${target.accountId}::bigint, ${target.id}::bigint, ${target.projectId}::bigint, ${name}, ${form?.id ?? null}::bigint,
        ${json(answers)}, ${json(labels)}, ${contact.title}, ${json(visit.utm)}, 1, ${client.ip}, ${client.userAgent?.slice(0, 500) ?? null},
        ${visit.referrer}, ${visit.key}, ${contact.search},
        ${contact.name}, ${contact.email}, ${contact.phone}, ${contact.phoneE164}, ${CONTACT_RULE_VERSION}::smallint, ${consentValues(consents)})
      ON CONFLICT (page_id, idem_key) WHERE idem_key IS NOT NULL DO NOTHING
      RETURNING id),
    ${eventCtes({ type: 'lead.created', accountId: target.accountId }, sql`jsonb_build_object('leadId', new_lead.id, 'pageId', ${target.id}::bigint)`, { from: sql`new_lead`, notify: false })}
    SELECT new_lead.id, (SELECT count(*) FROM added) AS jobs FROM new_lead`);
  return rows.length > 0 ? Number(rows[0].id) : null;
}

/** `store`: where file answers are kept (the media store); without one a form's file answers are refused as unreadable. */
export interface LeadIntakeOptions { limit: LeadLimitOptions; store?: ObjectStore }

export function createLeadIntake(db: Db, options: LeadIntakeOptions) {
  const limiter = createLeadLimiter(db, options.limit);
  const targets = createLeadTargets(db);
  const nudge = createJobNudge(db);

  /** `allowed`: the sender's limit, asked in parallel; nothing is stored unless it allows. */
  async function take(site: Site, req: FastifyRequest, allowed: Promise<{ allowed: boolean }> = Promise.resolve({ allowed: true })): Promise<Intake | { kind: 'limited'; target: LeadTarget }> {
    const body = await readLeadBody(req.raw);
    if (!body.ok) return { kind: 'unreadable', status: body.status };
    const { meta, posted } = split(body.values);
    // The page: the one of this host named by the form's page_id, else the one at the referring address.
    const pageId = meta[FORM_META.pageId];
    const referer = referrerUrl(req);
    const uri = referer ? uriOf(referer.pathname) : null;
    const by = pageId && /^[1-9]\d{0,14}$/.test(pageId) ? { pageId: Number(pageId) } : uri !== null ? { uri } : null;
    const target = by ? await targets(site, by) : null;
    if (!target) return { kind: 'notFound' };
    const { form, answers } = answersOf(pickForm(target.forms, meta[FORM_META.formId], meta[FORM_META.formName]), posted);
    // Bots fill the field people never see: they get the same answer as people, and nothing is stored.
    if ((meta[FORM_META.honeypot] ?? '') !== '') return { kind: 'trapped', target, form };
    if (form) {
      // A file is judged by its bytes here (kind and size); the field's rule then sees its name like any answer.
      const fileErrors = fileProblems(form, body.files, answers);
      const errors = { ...validateLead(form, answers, phoneRegion(target.country)), ...fileErrors };
      if (Object.keys(errors).length > 0) return { kind: 'invalid', target, form, errors };
    }
    if (!(await allowed).allowed) return { kind: 'limited', target };
    const userAgent = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null;
    // Consent boxes are no answers: the lead keeps each apart (text, version, ticked or not, time).
    const { answers: kept, consents } = takeConsents(form ? consentsOf(form) : [], answers, new Date());
    const files = form && options.store ? await putLeadFiles(options.store, target.accountId, form, body.files) : [];
    let leadId: number | null;
    try {
      leadId = await storeLead(db, target, form, meta[FORM_META.formName] ?? '', kept, visitOf(meta, req), { ip: req.ip, userAgent }, consents);
      if (leadId !== null) await linkLeadFiles(db, target.accountId, leadId, files);
    } catch (e) {
      if (options.store) await dropLeadFiles(options.store, files);
      throw e;
    }
    // A repeated submission's lead (and its files) is stored already.
    if (leadId === null && options.store) await dropLeadFiles(options.store, files);
    if (leadId !== null) nudge();
    return leadId === null ? { kind: 'duplicate', target, form } : { kind: 'stored', target, form, leadId };
  }

  /** Answers a POST to the lead endpoint of `site`. */
  async function handle(req: FastifyRequest, reply: FastifyReply, site: Site, https: boolean): Promise<void> {
    secure(reply, https).header('cache-control', 'no-store');
    const wantsJson = String(req.headers.accept ?? '').includes('application/json');
    const json = (status: number, body: Record<string, unknown>) =>
      reply.status(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
    const html = (status: number, text: string) => reply.status(status).header('content-type', 'text/html; charset=utf-8').send(text);
    const back = (target: LeadTarget | null) => backTo(req, target);

    // The limit's round trip overlaps reading and checking the submission.
    const limited = limiter.take(`${req.ip}|${siteKey(site, '')}`);
    limited.catch(() => undefined);
    const result = await take(site, req, limited);
    const limit = await limited;
    leadSubmissions.inc({ outcome: limit.allowed ? result.kind : 'limited' });
    if (!limit.allowed) {
      reply.header('retry-after', String(limit.retryAfter));
      // In the language of the page it was sent from, once that page is known.
      const target = 'target' in result ? result.target : null;
      await (wantsJson ? json(429, { ok: false, error: 'rate_limited' }) : html(429, failedPage(target?.forms.lang ?? 'ru', 'tooMany', back(target))));
      return;
    }
    switch (result.kind) {
      case 'limited':
        return; // answered above
      case 'unreadable':
        await (wantsJson ? json(result.status, { ok: false }) : html(result.status, failedPage('ru', 'failed', back(null))));
        return;
      case 'notFound':
        await (wantsJson ? json(404, { ok: false }) : notFoundPage(reply, https, false));
        return;
      case 'invalid': {
        const lang = result.target.forms.lang;
        const ruleOf = (name: string) => result.form.fields.find((f) => f.name === name) ?? {};
        // fileSize names the field's own limit ({maxMb}); the rule carries it.
        const fields = Object.fromEntries(Object.entries(result.errors).map(([name, e]) => [name, fieldMessage(FIELD_MESSAGES[lang][e], ruleOf(name))]));
        if (wantsJson) {
          await json(422, { ok: false, fields });
          return;
        }
        const problems = result.form.fields.filter((f, i, all) => ownValue(fields, f.name) !== undefined && all.findIndex((g) => g.name === f.name) === i)
          .map((f) => ({ label: f.label, message: ownValue(fields, f.name) ?? '' }));
        // A form's one box is named by its purpose; several by their own words, so the visitor knows which to tick.
        const boxes = consentsOf(result.form);
        for (const box of boxes) {
          const message = ownValue(fields, box.name);
          if (message !== undefined) problems.push({ label: boxes.length === 1 ? CONSENT_LABELS[lang] : box.text, message });
        }
        await html(422, fixPage(lang, problems, back(result.target)));
        return;
      }
      default: {
        // `stored`: this submission made the lead (not a repeat, not a trap), so the page reports its goal.
        if (wantsJson) {
          await json(200, result.kind === 'stored' ? { ok: true, stored: true } : { ok: true });
          return;
        }
        // A plain POST (no script): the form's address, with the UTM tags of the page it came from.
        const after = result.form?.after;
        if (after?.kind === 'url' && result.kind !== 'trapped') {
          await reply.redirect(after.utm ? withUtm(after.url, visitOf({}, req).utm) : after.url, 303);
          return;
        }
        await html(200, thankYouPage(result.target.forms.lang, thanksText(result.target.forms.lang, result.form), back(result.target)));
      }
    }
  }

  return { take, handle };
}

/** The form's submit text; SPEC §3's default in the page's language when the form is unknown. */
const thanksText = (lang: PageLang, form: FormRules | undefined): string => form?.submitText ?? DEFAULT_SUBMIT_TEXTS[lang];

/** Back to where the visitor was: the Referer when it is this host, else the page's address. */
function backTo(req: FastifyRequest, target: LeadTarget | null): string {
  const referer = referrerUrl(req);
  if (referer && referer.host === String(req.headers.host ?? '').toLowerCase()) return referer.pathname + referer.search;
  return target ? `/${target.uri}` : '/';
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
