/** What a multipart field may be given as; dates (Date, dayjs) travel as ISO strings. */
export type MultipartValue = string | number | boolean | Blob | { toISOString: () => string } | null | undefined;

/**
 * A multipart/form-data body as spec section 7 wants it for POST /user/update: dates as ISO
 * strings, files as files, empty values (null, undefined, blank text) left out altogether.
 */
export function toMultipart(fields: Record<string, MultipartValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) {
      form.append(name, value, value instanceof File ? value.name : name);
    } else if (typeof value === 'object') {
      form.append(name, value.toISOString());
    } else if (typeof value === 'string') {
      const text = value.trim();
      if (text !== '') form.append(name, text);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}
