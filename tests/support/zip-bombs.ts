import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import yazl from 'yazl';

/*
 * Workbooks built to hurt a reader: tiny on the wire, huge once inflated. The sheets are generated
 * as streams, so building a 400 MB cell costs the test no 400 MB of memory.
 */

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/></Types>';

function workbookXml(sheets: number) {
  const list = Array.from(
    { length: sheets },
    (_, i) => `<sheet name="S${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    `xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${list.join('')}</sheets></workbook>`
  );
}

/** A sheet of a header row and one row whose first cell holds `cellBytes` letters A. */
function sheetStream(cellBytes: number): Readable {
  const head =
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Имя</t></is></c><c r="B1" t="inlineStr"><is><t>Сторона</t></is></c></row>' +
    '<row r="2"><c r="A2" t="inlineStr"><is><t>';
  const tail = '</t></is></c></row></sheetData></worksheet>';
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  let left = cellBytes;
  return Readable.from(
    (function* () {
      yield Buffer.from(head);
      while (left > 0) {
        const size = Math.min(left, chunk.length);
        left -= size;
        yield size === chunk.length ? chunk : chunk.subarray(0, size);
      }
      yield Buffer.from(tail);
    })(),
  );
}

/** An .xlsx with `sheets` worksheets, each holding one cell of `cellBytes` letters. */
export async function xlsxBomb({ sheets = 1, cellBytes }: { sheets?: number; cellBytes: number }): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(workbookXml(sheets)), 'xl/workbook.xml');
  for (let i = 1; i <= sheets; i += 1) {
    zip.addReadStreamLazy(`xl/worksheets/sheet${i}.xml`, { compressionLevel: 9 }, (done) =>
      done(null, sheetStream(cellBytes)),
    );
  }
  zip.end();
  return readAll(zip.outputStream);
}

/**
 * The same workbook with every worksheet's size in the zip's directory rewritten to `declared`
 * bytes: a reader that trusts the directory sees a small file.
 */
export function lyingAboutSize(zip: Buffer, declared = 1000): Buffer {
  const patched = Buffer.from(zip);
  for (let at = patched.indexOf('PK\x01\x02'); at !== -1; at = patched.indexOf('PK\x01\x02', at + 4)) {
    const nameLength = patched.readUInt16LE(at + 28);
    const name = patched.toString('utf8', at + 46, at + 46 + nameLength);
    if (name.startsWith('xl/worksheets/')) patched.writeUInt32LE(declared, at + 24);
  }
  return patched;
}
