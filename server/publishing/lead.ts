// Lead intake on published-page origins: forms post here (fetch with FormData, or a plain form
// POST when scripts are off). The lead is stored before anything else can fail, with status 1
// (new, SPEC §3), so no submission is lost; the leads API comes with its own issue.
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads, pages } from '../db/schema-pages';
import type { Site } from './hosts';
import { siteWhere, uriOf } from './lookup';

export const LEAD_BODY_LIMIT = 64 * 1024;
const MAX_FIELDS = 50;
const MAX_VALUE = 5000;

async function readBody(req: FastifyRequest): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += b.length;
    if (size > LEAD_BODY_LIMIT) return null;
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/** multipart/form-data and urlencoded through the platform's own parser (undici's Request); JSON as JSON. */
async function parseFields(contentType: string, body: Buffer): Promise<Record<string, string> | null> {
  const out: Record<string, string> = {};
  const put = (k: string, v: unknown) => {
    if (Object.keys(out).length >= MAX_FIELDS || typeof v !== 'string' || k === '__proto__') return;
    out[k.slice(0, 200)] = v.slice(0, MAX_VALUE);
  };
  try {
    if (contentType.startsWith('application/json')) {
      const parsed = JSON.parse(body.toString('utf8')) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      for (const [k, v] of Object.entries(parsed)) put(k, typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);
      return out;
    }
    if (!contentType.startsWith('multipart/form-data') && !contentType.startsWith('application/x-www-form-urlencoded')) return null;
    const form = await new Request('http://lead.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
    // Files are not accepted by lead forms; only text values are kept.
    form.forEach((v, k) => put(k, v));
    return out;
  } catch {
    return null;
  }
}

export type LeadResult = { status: 200; thanks: string } | { status: 400 | 404 | 413 };

export async function takeLead(db: Db, site: Site, req: FastifyRequest): Promise<LeadResult> {
  const body = await readBody(req);
  if (body === null) return { status: 413 };
  const fields = await parseFields(String(req.headers['content-type'] ?? '').toLowerCase(), body);
  if (fields === null) return { status: 400 };
  const { form_name: form = '', page_id: pageIdRaw, ...rest } = fields;
  // The page is the one of this host named by the form's page_id, else the one at the referring address.
  const referer = typeof req.headers.referer === 'string' ? req.headers.referer : null;
  let uri: string | null = null;
  if (referer) {
    try { uri = uriOf(new URL(referer).pathname); } catch { uri = null; }
  }
  const byId = pageIdRaw && /^\d{1,15}$/.test(pageIdRaw) ? eq(pages.id, Number(pageIdRaw)) : undefined;
  const where = byId ?? (uri !== null ? eq(pages.uri, uri) : undefined);
  if (!where) return { status: 404 };
  const [page] = await db.select({ id: pages.id, accountId: pages.accountId, projectId: pages.projectId }).from(pages)
    .where(and(siteWhere(site), where)).limit(1);
  if (!page) return { status: 404 };
  await db.insert(leads).values({
    accountId: page.accountId, pageId: page.id, projectId: page.projectId, form, fields: rest, status: 1,
    ip: req.ip, userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 500) : null, referer: referer?.slice(0, 2000) ?? null,
  });
  return { status: 200, thanks: referer ?? '/' };
}
