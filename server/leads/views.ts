// Lead rows → the API's shapes (api/routes/leads.ts).
import { sql } from 'drizzle-orm';
import type { LeadRow, LeadStatus } from '../../api/routes/leads';
import { leads } from '../db/schema-leads';
import { pages } from '../db/schema-pages';

type Lead = typeof leads.$inferSelect;

/**
 * How a lead names its page (inbox, detail, export, the customer's source): the page's title, or its
 * internal name while the title is empty — a new page has no title, and «Без имени» told the owner nothing.
 * Null when the lead has no page (left join).
 */
export const leadPageLabel = sql<string | null>`coalesce(nullif(${pages.title}, ''), ${pages.name})`;

export const asStatus = (n: number): LeadStatus => n as LeadStatus; // the table's CHECK keeps it to 1..6

/** The lead's columns a row of the inbox shows. */
export const leadRowColumns = {
  id: leads.id, status: leads.status, pageId: leads.pageId, projectId: leads.projectId, form: leads.form, title: leads.title, created: leads.created,
  contactName: leads.contactName, contactEmail: leads.contactEmail, contactPhone: leads.contactPhone, contactPhoneE164: leads.contactPhoneE164,
};

type RowColumns = 'id' | 'status' | 'pageId' | 'projectId' | 'form' | 'title' | 'created' | 'contactName' | 'contactEmail' | 'contactPhone' | 'contactPhoneE164';

export function leadRowView(l: Pick<Lead, RowColumns>, pageTitle: string | null): LeadRow {
  return {
    id: l.id, status: asStatus(l.status), page: l.pageId === null ? null : { id: l.pageId, title: pageTitle ?? '' },
    project_id: l.projectId, form: l.form, title: l.title,
    contact: { name: l.contactName, email: l.contactEmail, phone: l.contactPhone, phone_e164: l.contactPhoneE164 },
    created: l.created.toISOString(),
  };
}
