// POST /stats/export/{format}: the period's table (date, page, visits, visitors, leads,
// conversion — SPEC §2's columns) and its sources, as CSV (the table; `;`, BOM, like the leads
// export) or XLSX (a sheet for the table and one per source entity). A period's table is at most
// days × pages rows, so it is built in memory.
import { Readable } from 'node:stream';
import { loadExcel } from '../platform/excel';
import { stringify } from 'csv-stringify/sync';
import type { SourceEntity, SourceRow, StatsExportFormat, StatsTableRow } from '../../api/routes/stats';
import { formatPercent, formatStatsDay, type StatsLocale } from '../../api/stats-format';
import { FileAnswer } from '../platform/http/context';

const HEADERS = {
  ru: { date: 'Дата', page: 'Страница', visits: 'Визиты', visitors: 'Посетители', leads: 'Заявки', conversion: 'Конверсия', value: 'Значение', share: 'Доля визитов' },
  en: { date: 'Date', page: 'Page', visits: 'Visits', visitors: 'Visitors', leads: 'Leads', conversion: 'Conversion', value: 'Value', share: 'Share of visits' },
} as const;

export const ENTITY_TITLES: Record<StatsLocale, Record<SourceEntity, string>> = {
  ru: { referrer: 'Сайты', utm_source: 'utm_source', utm_medium: 'utm_medium', utm_campaign: 'utm_campaign', device: 'Устройства', browser: 'Браузеры', os: 'ОС', screen: 'Экраны' },
  en: { referrer: 'Websites', utm_source: 'utm_source', utm_medium: 'utm_medium', utm_campaign: 'utm_campaign', device: 'Devices', browser: 'Browsers', os: 'OS', screen: 'Screens' },
};

const EMPTY_VALUE: Record<StatsLocale, Partial<Record<SourceEntity, string>>> = {
  ru: { referrer: 'Прямые заходы', utm_source: 'Без метки', utm_medium: 'Без метки', utm_campaign: 'Без метки' },
  en: { referrer: 'Direct', utm_source: 'Not tagged', utm_medium: 'Not tagged', utm_campaign: 'Not tagged' },
};
const valueText = (locale: StatsLocale, entity: SourceEntity, value: string) => value || (EMPTY_VALUE[locale][entity] ?? (locale === 'ru' ? 'Неизвестно' : 'Unknown'));

/** DD.MM.YYYY (SPEC §9) of a YYYY-MM-DD date. */
const inert = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export async function statsFile(format: StatsExportFormat, locale: StatsLocale, rows: StatsTableRow[], sources: { entity: SourceEntity; items: SourceRow[] }[], fileName: string): Promise<FileAnswer> {
  const h = HEADERS[locale];
  const tableRows = rows.map((r) => [formatStatsDay(r.date), inert(r.page?.title ?? ''), r.visits, r.visitors, r.leads, formatPercent(r.conversion, locale)]);
  const tableHead = [h.date, h.page, h.visits, h.visitors, h.leads, h.conversion];
  if (format === 'csv') {
    const text = `\ufeff${stringify([tableHead, ...tableRows], { delimiter: ';' })}`;
    return new FileAnswer(Readable.from([Buffer.from(text, 'utf8')]), 'text/csv; charset=utf-8', fileName);
  }
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(locale === 'ru' ? 'Визиты' : 'Visits');
  sheet.addRow(tableHead).font = { bold: true };
  for (const r of tableRows) sheet.addRow(r);
  sheet.columns.forEach((c, i) => { c.width = i === 1 ? 40 : 14; });
  for (const { entity, items } of sources) {
    const s = book.addWorksheet(ENTITY_TITLES[locale][entity]);
    s.addRow([h.value, h.visits, h.visitors, h.leads, h.conversion, h.share]).font = { bold: true };
    for (const r of items) s.addRow([inert(valueText(locale, entity, r.value)), r.visits, r.visitors, r.leads, formatPercent(r.conversion, locale), formatPercent(r.share, locale)]);
    s.columns.forEach((c, i) => { c.width = i === 0 ? 40 : 14; });
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return new FileAnswer(Readable.from([buffer]), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName);
}
