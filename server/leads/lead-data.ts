// A lead as it leaves the product — in a notification mail, a webhook's JSON, a CRM deal: its
// answers with their labels, the page (title and public address), the form and the visit. One
// reader for every kind of delivery, so a mail and a webhook never tell a lead differently. Also
// the «Email для заявок» of each form of a page's published version (SPEC §3 form config).
import { and, eq } from 'drizzle-orm';
import { formsOf, importContent, leadAnswers, pickForm, type LeadContact, type PageForms } from '../../engine/index';
import type { Db } from '../db/client';
import { leads } from '../db/schema-leads';
import { domains, pageArtefacts, pages } from '../db/schema-pages';
import { publishingConfig } from '../pages/index';
import { readContent } from '../pages/index';
import { leadPageLabel } from './views';
import { storedContact, withContact } from './contact';
import { draftHostFor, pageUrl } from '../../api/pageUrl';

export interface LeadField { name: string; label: string; value: string }

export interface LeadData {
  id: number;
  accountId: number;
  status: number;
  form: string;
  /** The form widget's id on the page, when the intake knew the form. */
  formId: number | null;
  fields: LeadField[];
  /** The name, email and phone stored at intake (engine/contact.ts leadContact). */
  contact: LeadContact;
  /** The client in one line (name, else email, else phone, else the first answer). */
  title: string;
  /** The visit's UTM tags (utm_source, …). */
  utm: Record<string, string>;
  page: { id: number; title: string; url: string | null } | null;
  referrer: string | null;
  created: Date;
}

/** The lead of `accountId`, or null when it is gone (deleted since the event). */
export async function loadLeadData(db: Db, leadId: number, publicUrl: string): Promise<LeadData | null> {
  const [stored] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!stored) return null;
  const row = await withContact(db, stored);
  const page = row.pageId === null ? null : await pageOf(db, row.accountId, row.pageId, publicUrl);
  return {
    id: row.id,
    accountId: row.accountId,
    status: row.status,
    form: row.form,
    formId: row.formId,
    // What the visitor sent: a form field that was not posted is no answer.
    fields: leadAnswers(row.labels, row.fields).filter((f) => f.name in row.fields),
    contact: storedContact(row),
    title: row.title,
    utm: row.utm,
    page,
    referrer: row.referer,
    created: row.created,
  };
}

async function pageOf(db: Db, accountId: number, pageId: number, publicUrl: string): Promise<LeadData['page']> {
  const [p] = await db.select({ id: pages.id, title: leadPageLabel, code: pages.code, uri: pages.uri, params: pages.params, domain: domains.name, dnsOk: domains.dnsOk, status: pages.status })
    .from(pages).leftJoin(domains, eq(domains.id, pages.domainId))
    .where(and(eq(pages.id, pageId), eq(pages.accountId, accountId))).limit(1);
  if (!p) return null;
  // Test subdomains are answered on the app's port (api/pageUrl.ts); the public URL says which.
  const app = new URL(publicUrl);
  const draft = { scheme: app.protocol === 'https:' ? 'https' as const : 'http' as const, host: draftHostFor(publishingConfig().draftDomain, app.host) };
  const domain = p.domain === null ? null : { name: p.domain, connected: p.dnsOk === true };
  const url = p.status === 'unpublished' ? null : pageUrl({ code: p.code, uri: p.uri, ssl: p.params.ssl === true }, domain, draft);
  return { id: p.id, title: p.title ?? '', url };
}

export interface FormEmail { formId: number; form: string; email: string }

/**
 * The forms of the page's published version, as the intake judges its leads (engine formsOf),
 * with their «Email для заявок»; null when the page has no published version.
 */
export async function publishedForms(db: Db, accountId: number, pageId: number): Promise<PageForms | null> {
  const [row] = await db.select({ forms: pageArtefacts.forms, content: pageArtefacts.content, codec: pageArtefacts.codec, globals: pageArtefacts.globals }).from(pages)
    .innerJoin(pageArtefacts, eq(pageArtefacts.id, pages.artefactId))
    .where(and(eq(pages.id, pageId), eq(pages.accountId, accountId))).limit(1);
  if (!row) return null;
  const stored = row.forms;
  if (stored && Object.values(stored.forms).every((f) => f.email !== undefined)) return stored;
  // Stored before forms kept their address (or not stored yet): read them from the published document.
  try {
    const { data, globals } = await readContent(row);
    return formsOf(importContent({ ...data, globals }, { defaults: false }), stored?.lang ?? 'ru');
  } catch {
    // Content that no longer imports: its stored forms, without addresses, or none.
    return stored ?? { lang: 'ru', forms: {} };
  }
}

/** The forms that name an address. */
export const formEmails = (forms: PageForms): FormEmail[] =>
  Object.values(forms.forms).filter((f) => f.email).map((f) => ({ formId: f.id, form: f.name, email: f.email as string }));

/**
 * Who a lead's form mails: the form it came from (engine pickForm: by id, by name, or the page's
 * only form); when that is unknown (a renamed form, a hand-made POST), every form of the page — a
 * mail too many is better than a lead nobody hears of.
 */
export function formEmailsOfLead(forms: PageForms, lead: { formId: number | null; form: string }): string[] {
  const form = pickForm(forms, lead.formId === null ? undefined : String(lead.formId), lead.form);
  return (form ? [form] : Object.values(forms.forms)).map((f) => f.email ?? '').filter((e) => e !== '');
}
