// A lead as it leaves the product — in a notification mail, a webhook's JSON, a CRM deal: its
// answers with their labels, the page (title and public address), the form and the visit. One
// reader for every kind of delivery, so a mail and a webhook never tell a lead differently. Also
// the «Email для заявок» of each form of a page's published version (SPEC §3 form config).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domains, leads, pageArtefacts, pages } from '../db/schema-pages';
import { publishingConfig } from '../publishing/config';
import { pageUrl } from './pages-url';

export interface LeadField { name: string; label: string; value: string }

export interface LeadData {
  id: number;
  accountId: number;
  status: number;
  form: string;
  fields: LeadField[];
  page: { id: number; title: string; url: string | null } | null;
  referrer: string | null;
  created: Date;
}

/** The lead of `accountId`, or null when it is gone (deleted since the event). */
export async function loadLeadData(db: Db, leadId: number, publicUrl: string): Promise<LeadData | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!row) return null;
  const page = row.pageId === null ? null : await pageOf(db, row.accountId, row.pageId, publicUrl);
  return {
    id: row.id,
    accountId: row.accountId,
    status: row.status,
    form: row.form,
    fields: Object.entries(row.fields).map(([name, value]) => ({ name, label: name, value })),
    page,
    referrer: row.referer,
    created: row.created,
  };
}

async function pageOf(db: Db, accountId: number, pageId: number, publicUrl: string): Promise<LeadData['page']> {
  const [p] = await db.select({ id: pages.id, title: pages.title, name: pages.name, code: pages.code, uri: pages.uri, params: pages.params, domain: domains.name, status: pages.status })
    .from(pages).leftJoin(domains, eq(domains.id, pages.domainId))
    .where(and(eq(pages.id, pageId), eq(pages.accountId, accountId))).limit(1);
  if (!p) return null;
  // Published pages are answered on the app's port (pages-url.ts); the public URL's host says which.
  const url = p.status === 'unpublished' ? null : pageUrl({
    code: p.code, uri: p.uri, domain: p.domain, ssl: p.params.ssl === true, requestHost: new URL(publicUrl).host, draftDomain: publishingConfig().draftDomain,
  });
  return { id: p.id, title: p.title || p.name, url };
}

export interface FormEmail { formId: number; form: string; email: string }

type Json = unknown;
const isObject = (x: Json): x is Record<string, Json> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Form widgets of a document (the page and its modal fragments) that name an «Email для заявок». */
export function formEmailsOf(data: Json): FormEmail[] {
  const out: FormEmail[] = [];
  const scan = (doc: Json) => {
    if (!isObject(doc) || !isObject(doc.widgets)) return;
    for (const w of Object.values(doc.widgets)) {
      if (!isObject(w) || w.type !== 'widget-form' || !isObject(w.cfg)) continue;
      const email = typeof w.cfg.email === 'string' ? w.cfg.email.trim().toLowerCase() : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) continue;
      out.push({ formId: Number(w.id), form: typeof w.cfg.formName === 'string' ? w.cfg.formName : '', email });
    }
  };
  scan(data);
  if (isObject(data) && isObject(data.fragments)) for (const f of Object.values(data.fragments)) if (isObject(f)) scan(f.data);
  return out;
}

/** The «Email для заявок» of every form of the page's published version. */
export async function publishedFormEmails(db: Db, accountId: number, pageId: number): Promise<{ published: boolean; forms: FormEmail[] }> {
  const [row] = await db.select({ data: pageArtefacts.data }).from(pages)
    .innerJoin(pageArtefacts, eq(pageArtefacts.id, pages.artefactId))
    .where(and(eq(pages.id, pageId), eq(pages.accountId, accountId))).limit(1);
  return row ? { published: true, forms: formEmailsOf(row.data) } : { published: false, forms: [] };
}

/**
 * The forms a lead may have come from, among the page's forms: the one of its name (what the
 * page's form posts as form_name); when none matches (a renamed form, a hand-made POST), every form
 * of the page — a mail too many is better than a lead nobody hears of.
 */
export function formsOfLead(forms: readonly FormEmail[], formName: string): FormEmail[] {
  const named = forms.filter((f) => f.form !== '' && f.form === formName);
  return named.length > 0 ? named : [...forms];
}
