import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../support/product-process.ts';

/*
 * What a journey checks of a printed page (Chromium's page.pdf with the page's own @page size):
 * how many pages and their sizes in points, read from the PDF's /MediaBox entries.
 */

/** Paper sizes in whole points (1/72 inch), width then height. */
export const A4_PORTRAIT = [595, 842];
export const A4_LANDSCAPE = [842, 595];
export const A3_LANDSCAPE = [1191, 842];

/** Each page's size, rounded to whole points. */
export function pdfPages(pdf: Buffer): number[][] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((match) => [
    Math.round(Number(match[3]) - Number(match[1])),
    Math.round(Number(match[4]) - Number(match[2])),
  ]);
}

/** Where a journey leaves a file for a person to look at, beside its screenshots. */
export function screenshotPath(name: string): string {
  const dir = path.join(projectRoot, 'test-results', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}
