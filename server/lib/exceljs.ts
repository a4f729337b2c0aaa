import type ExcelJSModule from 'exceljs';

/*
 * ExcelJS (with archiver, unzipper and jszip beneath it) takes about a second to import, which
 * every process start paid although only the spreadsheet downloads use it. Loaded at the first
 * download instead, once per process.
 */
let loading: Promise<typeof ExcelJSModule> | undefined;

export function loadExcelJS(): Promise<typeof ExcelJSModule> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
