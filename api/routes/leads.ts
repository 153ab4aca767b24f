// SPEC §7 "Leads and orders" (the leads part), §3 Lead, §4 lead statuses. The list takes the one
// list contract (api/list.ts); the UI's machine, the server and the export read the statuses and
// the filters from here.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { filters, listQuery, listResponse, listSelection, MAX_SEARCH } from '../list';
import { id, idParam, isoDate } from '../schemas';

/** Status keys of SPEC §3: 1 new, 2 processing, 4 rejected, 3 done, 6 paid, 5 archive (in this order on screen). */
export const LEAD_STATUSES = { new: 1, processing: 2, rejected: 4, done: 3, paid: 6, archive: 5 } as const;
export type LeadStatus = (typeof LEAD_STATUSES)[keyof typeof LEAD_STATUSES];
export type LeadStatusName = keyof typeof LEAD_STATUSES;
/** The order the screen shows them in (tabs, the status menu). */
export const LEAD_STATUS_ORDER: readonly LeadStatus[] = Object.values(LEAD_STATUSES);
export const leadStatusName = (status: LeadStatus): LeadStatusName =>
  (Object.keys(LEAD_STATUSES) as LeadStatusName[]).find((k) => LEAD_STATUSES[k] === status) as LeadStatusName;
/** Status names in each interface language (the export writes them; the screen has its catalogue). */
export const LEAD_STATUS_LABELS: Readonly<Record<'ru' | 'en', Readonly<Record<LeadStatusName, string>>>> = {
  ru: { new: 'Новая', processing: 'В работе', rejected: 'Отклонена', done: 'Выполнена', paid: 'Оплачена', archive: 'Архив' },
  en: { new: 'New', processing: 'Processing', rejected: 'Rejected', done: 'Done', paid: 'Paid', archive: 'Archive' },
};
/** SPEC §4: 'all' is a virtual filter: every status. */
export type LeadStatusFilter = LeadStatus | 'all';

const status = v.picklist(LEAD_STATUS_ORDER);

/** Sort fields of GET /leads: title is the client (SPEC: sort[title], sort[status], sort[created]). */
export const LEAD_SORTS = ['title', 'status', 'created'] as const;
export type LeadSortField = (typeof LEAD_SORTS)[number];

/**
 * The filters every leads call shares (list, counts, export): SPEC's page_id, project_id,
 * created[from] / created[to] (dates in the user's time zone, both ends inclusive), and `client`
 * (the screen's client filter: part of the client's name, email or phone).
 */
const scopeFilters = {
  page_id: filters.id,
  project_id: filters.id,
  client: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_SEARCH))),
  ...filters.dateRange('created'),
};

const listFilters = { ...scopeFilters, status: filters.oneOf([...LEAD_STATUS_ORDER, 'all'] as const) };

/**
 * What chooses the leads of the list — its search, sorts and filters — declared once: the list
 * pages it, the export takes every lead it chooses (listSelection), so both accept the same query.
 */
const leadQuerySpec = { sort: LEAD_SORTS, defaultSort: { by: 'created', dir: 'desc' }, filters: listFilters } as const;

export const leadListQuery = listQuery(leadQuerySpec);

const pageRef = v.nullable(v.object({ id, title: v.string() }));

/**
 * How to reach the client, as the intake worked it out from the form (engine/contact.ts
 * leadContact): null where the form did not ask or the visitor left it empty. The phone as typed,
 * and the same number in E.164 (null when it cannot be read as one).
 */
export const leadContactSchema = v.object({
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  phone_e164: v.nullable(v.string()),
});
export type LeadContactView = v.InferOutput<typeof leadContactSchema>;

/** A row of the inbox (SPEC §3 "Listed fields": status, page, form, date, client, order). */
export const leadRowSchema = v.object({
  id,
  status,
  page: pageRef,
  project_id: v.nullable(id),
  form: v.string(),
  /** The client in one line: a name, else the email, else the phone. */
  title: v.string(),
  contact: leadContactSchema,
  created: isoDate,
});
export type LeadRow = v.InferOutput<typeof leadRowSchema>;

/** `kind`: the form field's kind when not plain text (a checkbox group's value is its choices a line each). */
export const leadFieldSchema = v.object({ name: v.string(), label: v.string(), value: v.string(), kind: v.optional(v.string()) });

/** One lead in full: every field with its label, the page, the visit's UTM and referrer, the status history. */
export const leadDetailSchema = v.object({
  ...leadRowSchema.entries,
  fields: v.array(leadFieldSchema),
  utm: v.record(v.string(), v.string()),
  referrer: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  user_agent: v.nullable(v.string()),
  /**
   * Each consent box of its form, in order: the text as shown, its version, when, whether it was
   * required (null on leads stored before that was kept) and ticked; empty when its form asked none.
   */
  consents: v.array(v.object({ text: v.string(), version: v.string(), at: isoDate, required: v.nullable(v.boolean()), given: v.boolean() })),
  /** The file answers: `field` names the answer (its value is the file's name); read through leads.file. */
  files: v.optional(v.array(v.object({ id, field: v.string(), name: v.string(), size: v.number() }))),
  history: v.array(v.object({
    status_from: status, status_to: status, created: isoDate,
    /** Who changed it; null once that user is gone. */
    user: v.nullable(v.object({ id, name: v.string() })),
  })),
});
export type LeadDetail = v.InferOutput<typeof leadDetailSchema>;

/** At most this many leads in one batch call (a page holds at most 100; "select all" stays on the page). */
export const MAX_BATCH = 1000;
const items = v.pipe(v.array(id), v.minLength(1), v.maxLength(MAX_BATCH));

export const list = defineRoute({
  name: 'leads.list', method: 'GET', path: '/leads', auth: true,
  query: leadListQuery,
  response: listResponse(leadRowSchema),
});

export const countByStatus = defineRoute({
  name: 'leads.countByStatus', method: 'GET', path: '/leads/count-by-status', auth: true,
  query: v.object({ ...scopeFilters, search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_SEARCH))) }),
  /** One entry per status, zeros included, then 'all'. */
  response: v.array(v.object({ status: v.union([status, v.literal('all')]), total: v.number() })),
});

export const get = defineRoute({
  name: 'leads.get', method: 'GET', path: '/leads/:leadId', auth: true,
  params: v.object({ leadId: idParam }),
  response: leadDetailSchema,
});

export const changeStatus = defineRoute({
  name: 'leads.batch.changeStatus', method: 'POST', path: '/leads/batch/change-status', auth: true,
  body: v.object({ status, items }),
  response: v.object({ updated: v.number() }),
});

export const remove = defineRoute({
  name: 'leads.batch.delete', method: 'POST', path: '/leads/batch/delete', auth: true,
  body: v.object({ items }),
  response: v.object({ deleted: v.number() }),
});

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * SPEC: "POST /leads/export (payload data)". `data` is the list's query without its page — the same
 * search, `sort[<field>]` and filters, validated alike (api/list.ts listSelection) — and the format;
 * or `items` to export chosen leads only (still within the filters). The export holds exactly the
 * leads the list shows for the same query, in the list's order.
 */
export const exportLeads = defineRoute({
  name: 'leads.export', method: 'POST', path: '/leads/export', auth: true, blob: true,
  body: v.object({
    data: listSelection(leadQuerySpec, { format: v.picklist(EXPORT_FORMATS), items: v.optional(items) }),
  }),
  response: v.blob(),
});

/** A file answer of a lead, as sent (never a public address: only the account's users who may see the lead read it). */
export const file = defineRoute({
  name: 'leads.file', method: 'GET', path: '/leads/:leadId/files/:fileId', auth: true, blob: true,
  params: v.object({ leadId: idParam, fileId: idParam }),
  response: v.blob(),
});

export const leadRoutes = { list, countByStatus, get, changeStatus, remove, exportLeads, file } as const;
