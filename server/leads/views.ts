// Lead rows → the API's shapes (api/routes/leads.ts).
import { sql } from 'drizzle-orm';
import type { LeadDetail, LeadRow, LeadStatus } from '../../api/routes/leads';
import type { leads } from '../db/schema-leads';
import { pages } from '../db/schema-pages';

type Lead = typeof leads.$inferSelect;

/**
 * How a lead names its page (inbox, detail, export, the customer's source): the page's title, or its
 * internal name while the title is empty — a new page has no title, and «Без имени» told the owner nothing.
 * Null when the lead has no page (left join).
 */
export const leadPageLabel = sql<string | null>`coalesce(nullif(${pages.title}, ''), ${pages.name})`;

export const asStatus = (n: number): LeadStatus => n as LeadStatus; // the table's CHECK keeps it to 1..6

export function leadRowView(l: Pick<Lead, 'id' | 'status' | 'pageId' | 'projectId' | 'form' | 'title' | 'created'>, pageTitle: string | null): LeadRow {
  return {
    id: l.id, status: asStatus(l.status), page: l.pageId === null ? null : { id: l.pageId, title: pageTitle ?? '' },
    project_id: l.projectId, form: l.form, title: l.title, created: l.created.toISOString(),
  };
}

/** Every field with its label, in form order; answers the form did not ask for follow. */
export function fieldsOf(l: Pick<Lead, 'fields' | 'labels'>): LeadDetail['fields'] {
  const seen = new Set<string>();
  const out: LeadDetail['fields'] = [];
  for (const { name, label } of l.labels) {
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({ name, label, value: l.fields[name] ?? '' });
  }
  for (const [name, value] of Object.entries(l.fields)) if (!seen.has(name)) out.push({ name, label: name, value });
  return out;
}
