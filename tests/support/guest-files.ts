import ExcelJS from 'exceljs';

/** The rows of an .xlsx's first sheet as cell texts, as a person reading it in Excel sees them. */
export async function readXlsxRows(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text;
    });
    rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

/** An .xlsx with these rows on its first sheet. */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV as Russian Excel saves it: `;` between cells, CRLF, quoted where needed. */
export function csvText(rows: string[][]): string {
  const quote = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return rows.map((row) => row.map(quote).join(';')).join('\r\n') + '\r\n';
}

/** The multipart form of POST /guests/import. */
export function importForm(data: Buffer | string, fileName = 'guests.xlsx'): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), fileName);
  return form;
}

export const HEADERS = [
  'Имя',
  '+1',
  'Имя спутника',
  'Сторона',
  'Дети',
  'Категории',
  'Комментарий',
  'Подтвердил',
  'E-mail',
  'Телефон',
];

/** Text in Windows-1251, as Excel on a Russian Windows saves a CSV (ASCII, Cyrillic, «», №). */
export function windows1251(text: string): Buffer {
  const special: Record<string, number> = { Ё: 0xa8, ё: 0xb8, '«': 0xab, '»': 0xbb, '№': 0xb9, '—': 0x97 };
  return Buffer.from(
    Array.from(text, (char) => {
      const code = char.codePointAt(0)!;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (special[char] !== undefined) return special[char];
      throw new Error(`no Windows-1251 byte for ${char}`);
    }),
  );
}
