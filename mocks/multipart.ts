import { refuse } from './refusals.ts';

/** One part of a multipart/form-data body: text, or a file with its name, type and bytes. */
export type MultipartPart =
  | { name: string; kind: 'text'; value: string }
  | { name: string; kind: 'file'; filename: string; type: string; bytes: Uint8Array };

/**
 * Reads a multipart/form-data body. The mocks parse it themselves because `Request.formData()`
 * cannot make files under jsdom (Node's parser asserts its own File class, which jsdom replaces);
 * this works the same in the browser and in the component tests. Null when it is not multipart.
 */
export async function parseMultipart(request: Request): Promise<MultipartPart[] | null> {
  const boundary = /boundary="?([^";]+)"?/i.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return null;
  const body = new Uint8Array(await request.arrayBuffer());
  const delimiter = new TextEncoder().encode(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let start = indexOf(body, delimiter, 0);
  while (start !== -1) {
    const headersStart = start + delimiter.length + 2; // past the delimiter and CRLF (or "--")
    const next = indexOf(body, delimiter, headersStart);
    if (next === -1) break;
    const part = body.subarray(headersStart, next - 2); // minus the CRLF before the delimiter
    const split = indexOf(part, new TextEncoder().encode('\r\n\r\n'), 0);
    if (split !== -1) {
      const headers = new TextDecoder().decode(part.subarray(0, split));
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      if (filename === undefined) {
        parts.push({ name, kind: 'text', value: new TextDecoder().decode(content) });
      } else {
        const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
        parts.push({ name, kind: 'file', filename, type, bytes: content.slice() });
      }
    }
    start = next;
  }
  return parts;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

export type FilePart = Extract<MultipartPart, { kind: 'file' }>;

/** The texts of a planning section's upload, as the server's one reader of them (wedding-files, readUploadForm). */
const UPLOAD_TEXTS = { notMultipart: 'errors:server.noFile', tooLarge: 'errors:server.fileTooLarge' };

/**
 * An upload as the server's multipart routes take it: the form's parts and its `file` (null when
 * absent); else the server's answer, thrown (mocks/refusals.ts), to a body that is not multipart
 * (400, `notMultipart`), to a missing file where one is `required` (400) and to a file over `maxBytes`
 * (413, `tooLarge`, whose text may name the {{megabytes}}). The texts are catalogue keys
 * (`namespace:key`), a planning section's by default.
 */
export async function uploadOf(
  request: Request,
  maxBytes: number,
  texts: { notMultipart: string; tooLarge: string; required?: string } = UPLOAD_TEXTS,
): Promise<{ parts: MultipartPart[]; file: FilePart | null }> {
  const parts = await parseMultipart(request);
  if (!parts) refuse(400, texts.notMultipart);
  const found = parts.find((part) => part.kind === 'file' && part.name === 'file');
  const file = found?.kind === 'file' ? found : null;
  if (!file && texts.required) refuse(400, texts.required);
  if (file && file.bytes.length > maxBytes) refuse(413, texts.tooLarge, { megabytes: maxBytes / 1024 / 1024 });
  return { parts, file };
}

/** The form's text fields by name. */
export const textFields = (parts: MultipartPart[]) =>
  Object.fromEntries(parts.flatMap((part) => (part.kind === 'text' ? [[part.name, part.value]] : [])));
