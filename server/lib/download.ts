/*
 * What every download the server sends says about itself: its name and its spreadsheet type.
 */

/**
 * `Content-Disposition` of a download (RFC 6266): the Russian name as RFC 5987's `filename*`, and a
 * plain ASCII name for clients that read only `filename`. `inline` lets the browser show it.
 */
export function attachmentHeader(russianName: string, asciiName: string, disposition = 'attachment'): string {
  const encoded = encodeURIComponent(russianName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
