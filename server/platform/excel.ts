// exceljs, loaded on the first spreadsheet export rather than at start: importing it takes longer
// than importing Fastify (~1.3 s against ~0.5 s on a busy machine), and most processes never write
// a spreadsheet. The leads and statistics exports share this one load.
import type ExcelJSModule from 'exceljs';

let loading: Promise<typeof ExcelJSModule> | undefined;

export function loadExcel(): Promise<typeof ExcelJSModule> {
  loading ??= import('exceljs').then((m) => m.default);
  return loading;
}
