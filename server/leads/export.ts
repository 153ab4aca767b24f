// POST /leads/export: the filtered set (or the chosen leads), in the list's order, as CSV or XLSX,
// streamed while it is read — keyset pages of 1,000 rows, csv-stringify / exceljs's streaming
// workbook writer — so 100,000 leads cost the same memory as 1,000 (bench/leads.bench.ts).
// Columns: number, date (the user's zone, SPEC §9), status, client, the client's email and phone (as
// typed and in E.164, stored at intake), page, form, then one column per field the exported leads
// have (labelled as their form labels it), the UTM tags, the ad click ids and the referrer.
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { loadExcel } from '../platform/excel';
import { stringify } from 'csv-stringify';
import { exportFileName } from '../../api/today';
import { LEAD_STATUS_LABELS, leadStatusName, type LeadSortField } from '../../api/routes/leads';
import { AD_TAGS, CHECKBOX_VALUE, GROUP_JOIN, ownValue } from '../../engine/index';
import type { Db } from '../db/client';
import { leads } from '../db/schema-leads';
import { pages } from '../db/schema-pages';
import { FileAnswer, type AuthContext, type HandlerCtx } from '../platform/http/context';
import type { exportLeads as exportRoute } from '../../api/routes/leads';
import { CONSENT_EXPORT_COLUMNS, CONSENT_HEADERS, consentCells } from './consent';
import { leadsWhere } from './scope';
import { asStatus, leadPageLabel } from './views';

type ExportData = HandlerCtx<typeof exportRoute>['body']['data'];

const BATCH = 1000;
const MAX_FIELD_COLUMNS = 60;

const HEADERS = {
  ru: { id: '№', created: 'Дата', status: 'Статус', title: 'Клиент', email: 'Email', phone: 'Телефон', phoneE164: 'Телефон (E.164)', page: 'Страница', form: 'Форма', referrer: 'Источник перехода', yes: 'Да', no: 'Нет' },
  en: { id: 'No.', created: 'Date', status: 'Status', title: 'Client', email: 'Email', phone: 'Phone', phoneE164: 'Phone (E.164)', page: 'Page', form: 'Form', referrer: 'Referrer', yes: 'Yes', no: 'No' },
} as const;

/**
 * SPEC §9's `DD.MM.YYYY HH:mm` in the user's zone, with one Intl formatter for the whole export
 * (dayjs's zone conversion per row was most of an export's time).
 */
function dateTimeIn(zone: string): (d: Date) => string {
  let f: Intl.DateTimeFormat;
  try {
    f = new Intl.DateTimeFormat('ru-RU', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  } catch {
    f = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  }
  return (d) => f.format(d).replace(', ', ' ');
}

/** A visitor's value can never become a formula in the owner's spreadsheet (CSV injection). */
const inert = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const SORT_COLUMNS = { created: leads.created, status: leads.status, title: leads.title } as const;

/** The fields of the exported leads, in order of first appearance: name → label (and the field's kind, when a form said it). */
async function fieldColumns(db: Db, where: SQL): Promise<{ name: string; label: string; kind: string }[]> {
  const rows = await db.execute<{ name: string; label: string; kind: string | null }>(sql`
    SELECT f.name, min(f.label) AS label, min(f.kind) AS kind FROM (
      SELECT l.id, e.ord, e.item->>'name' AS name, e.item->>'label' AS label, e.item->>'kind' AS kind
      FROM ${leads} l, jsonb_array_elements(l.labels) WITH ORDINALITY AS e(item, ord)
      WHERE l.id IN (SELECT ${leads.id} FROM ${leads} WHERE ${where})
    ) f GROUP BY f.name ORDER BY min(f.id), min(f.ord) LIMIT ${MAX_FIELD_COLUMNS}`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { name: string; label: string; kind: string | null }[] }).rows;
  return list.map((r) => ({ name: String(r.name), label: String(r.label || r.name), kind: String(r.kind ?? '') }));
}

/** A cell of an answer: a checkbox group's choices as one list in the cell («a; b»), a ticked box as the locale's «yes». */
function answerCell(kind: string, value: string, yes: string): string {
  if (kind === 'checkboxes') return value.split(GROUP_JOIN).join('; ');
  if (kind === 'checkbox' && value === CHECKBOX_VALUE) return yes;
  return value;
}

const COLUMNS = {
  id: leads.id, created: leads.created, status: leads.status, title: leads.title, form: leads.form,
  email: leads.contactEmail, phone: leads.contactPhone, phoneE164: leads.contactPhoneE164, fields: leads.fields, utm: leads.utm, referer: leads.referer, pageTitle: leadPageLabel,
  ...CONSENT_EXPORT_COLUMNS,
};
type ExportRow = { id: number; created: Date; status: number; title: string; form: string; email: string | null; phone: string | null; phoneE164: string | null; fields: Record<string, string>; utm: Record<string, string>; referer: string | null; pageTitle: string | null;
  consents: unknown[] | null; consentText: string | null; consentVersion: string | null; consentAt: Date | null };

/** Every matching lead, a keyset page at a time, in the list's order (sort column, then id). */
async function* batches(db: Db, where: SQL, sort: { by: LeadSortField; dir: 'asc' | 'desc' }): AsyncGenerator<ExportRow[]> {
  const column = SORT_COLUMNS[sort.by];
  const order = sort.dir === 'asc' ? asc : desc;
  let after: { value: unknown; id: number } | null = null;
  for (;;) {
    const next: SQL | undefined = after === null ? undefined
      : sort.dir === 'asc' ? sql`(${column}, ${leads.id}) > (${after.value}, ${after.id})` : sql`(${column}, ${leads.id}) < (${after.value}, ${after.id})`;
    const rows: ExportRow[] = await db.select(COLUMNS).from(leads)
      .leftJoin(pages, and(eq(pages.id, leads.pageId), eq(pages.accountId, leads.accountId)))
      .where(and(where, next)).orderBy(order(column), order(leads.id)).limit(BATCH);
    if (rows.length === 0) return;
    yield rows;
    const last: ExportRow = rows[rows.length - 1];
    after = { value: sort.by === 'created' ? last.created : sort.by === 'status' ? last.status : last.title, id: last.id };
    if (rows.length < BATCH) return;
  }
}

/** Writes rows into `out` a batch at a time, waiting whenever the client reads slower than the database answers. */
async function pump(rows: AsyncIterable<unknown[][]>, write: (row: unknown[]) => boolean, drained: () => Promise<unknown>): Promise<void> {
  for await (const batch of rows) {
    let full = false;
    for (const row of batch) full = !write(row) || full;
    if (full) await drained();
  }
}

export async function exportLeads(db: Db, auth: AuthContext, data: ExportData): Promise<FileAnswer> {
  const locale = auth.user.locale === 'en' ? 'en' : 'ru';
  const zone = auth.user.timezone || 'Europe/Moscow';
  // The list's own where clause for the same query (its filters and search), so the export holds exactly the list's leads.
  const base = await leadsWhere(db, auth, 'lead.list', { ...data.filters, search: data.search });
  const where = (data.items ? and(base, inArray(leads.id, data.items)) : base) as SQL;
  const fields = await fieldColumns(db, where);
  const h = HEADERS[locale];
  const header = [h.id, h.created, h.status, h.title, h.email, h.phone, h.phoneE164, h.page, h.form, ...fields.map((f) => f.label), ...AD_TAGS, h.referrer, ...CONSENT_HEADERS[locale]];
  const statusLabels = LEAD_STATUS_LABELS[locale];
  const { sort } = data;
  const when = dateTimeIn(zone);
  const rows = async function* (): AsyncGenerator<unknown[][]> {
    for await (const batch of batches(db, where, sort)) {
      yield batch.map((l) => [
        l.id, when(l.created), statusLabels[leadStatusName(asStatus(l.status))], l.title, l.email ?? '', l.phone ?? '', l.phoneE164 ?? '', l.pageTitle ?? '', l.form,
        ...fields.map((f) => answerCell(f.kind, ownValue(l.fields, f.name) ?? '', h.yes)), ...AD_TAGS.map((t) => l.utm[t] ?? ''), l.referer ?? '', ...consentCells(l, when, h),
      ]);
    }
  };
  const now = new Date();
  const fail = (out: Writable) => (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err)));
  if (data.format === 'csv') {
    // A BOM and semicolons: what spreadsheet programs with a Russian locale open as columns, in UTF-8.
    const csv = stringify({ delimiter: ';', bom: true, cast: { string: inert } });
    csv.write(header);
    void pump(rows(), (row) => csv.write(row), () => once(csv, 'drain')).then(() => csv.end(), fail(csv));
    return new FileAnswer(csv, 'text/csv; charset=utf-8', exportFileName('leads', 'csv', now, zone));
  }
  const ExcelJS = await loadExcel();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(locale === 'ru' ? 'Заявки' : 'Leads', { views: [{ state: 'frozen', ySplit: 1 }] });
  const head = sheet.addRow(header);
  head.font = { bold: true };
  head.commit();
  void pump(rows(), (row) => {
    sheet.addRow(row).commit();
    return !out.writableNeedDrain;
  }, () => once(out, 'drain')).then(async () => {
    sheet.commit();
    await workbook.commit();
  }).catch(fail(out));
  return new FileAnswer(out, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', exportFileName('leads', 'xlsx', now, zone));
}
