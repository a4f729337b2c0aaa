import type ExcelJS from 'exceljs';

/**
 * How the product's spreadsheets print: A4 landscape, every column on one page wide (as many pages
 * tall as it takes), centred, with the first `titleRows` rows (title, headers) repeated on each page.
 */
export function a4Landscape(titleRows: number): Partial<ExcelJS.PageSetup> {
  return {
    paperSize: 9,
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    horizontalCentered: true,
    printTitlesRow: `1:${titleRows}`,
    margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
  };
}
