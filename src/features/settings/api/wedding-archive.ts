import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { pathOf } from '../../../contract/route-table.ts';
import { ARCHIVE_ESTIMATE_HEADER } from '../../../contract/wedding-archive.ts';
import { weddingArchiveRoutes } from '../../../contract/wedding-archive-routes.ts';
import { ApiError, toApiError } from '../../../lib/api/api-error.ts';
import { describeApiError } from '../../../lib/api/error-catalogue.ts';
import { callLabel } from '../../../lib/api/http-client.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** The name the archive is saved under when the server's answer names none. */
const ARCHIVE_FILE_NAME = 'svadba.zip';

/** The bar stops here until the last byte is in: the estimate is only an estimate. */
const MOST_BEFORE_DONE = 99;

/** Where the export's download stands: its percent of the estimate, and the name it was saved under. */
type ExportState = { phase: 'idle' } | { phase: 'loading'; percent: number } | { phase: 'done'; fileName: string };

/** The name of `Content-Disposition`: the UTF-8 `filename*` first, then the plain `filename`. */
function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding: the plain name, if any.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || null;
}

/** Hands the browser the bytes to save under `name`, as a plain link's download would. */
function saveFile(data: Blob, name: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the URL may go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Whether an error's body is still the stream a `stream` request answers (not yet read). */
function isStream(body: unknown): body is ReadableStream<Uint8Array> {
  return typeof body === 'object' && body !== null && typeof (body as ReadableStream).getReader === 'function';
}

/** An error answered to a `stream` request holds its JSON unread: read, so the catalogue finds the message. */
async function readableError(error: unknown): Promise<ApiError> {
  const apiError = toApiError(error);
  if (!isStream(apiError.body)) return apiError;
  let body: unknown = null;
  try {
    body = JSON.parse(await new Response(apiError.body).text());
  } catch {
    // Not JSON: the catalogue says there was no body.
  }
  return new ApiError({
    message: apiError.message,
    status: apiError.status,
    statusText: apiError.statusText,
    body,
    isCanceled: apiError.isCanceled,
    cause: apiError,
  });
}

/**
 * GET /wedding/export through the app's one client: the archive comes streamed, so the bar counts
 * the bytes received against the server's `x-archive-estimate` (held at 99% until the end), then
 * the browser saves it under the server's name or svadba.zip. A failure gets the catalogue's notice;
 * an answer cut off midway is a network failure, and nothing is saved.
 */
export function useWeddingExport() {
  const { http, notices } = useServices();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });

  const start = async () => {
    setState({ phase: 'loading', percent: 0 });
    const url = pathOf(weddingArchiveRoutes.export);
    try {
      // Through fetch, as a stream: its headers (the estimate) come before its bytes, counted as they come.
      const response = await http.get<ReadableStream<Uint8Array>>(url, {
        adapter: 'fetch',
        // fetch's Request wants a whole address where the page has none to resolve against (tests under Node).
        baseURL: new URL(http.defaults.baseURL ?? '', window.location.href).href,
        responseType: 'stream',
        headers: { Accept: 'application/zip, application/json' },
      });
      const estimate =
        Number(response.headers[ARCHIVE_ESTIMATE_HEADER]) || Number(response.headers['content-length']) || 0;
      const reader = response.data.getReader();
      const chunks: Uint8Array[] = [];
      let received = 0;
      let shown = 0;
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        chunks.push(read.value);
        received += read.value.length;
        const percent = estimate > 0 ? Math.min(MOST_BEFORE_DONE, Math.floor((received / estimate) * 100)) : 0;
        if (percent !== shown) setState({ phase: 'loading', percent: (shown = percent) });
      }
      const fileName = fileNameOf(response.headers['content-disposition']) ?? ARCHIVE_FILE_NAME;
      saveFile(new Blob(chunks as BlobPart[], { type: 'application/zip' }), fileName);
      setState({ phase: 'done', fileName });
    } catch (error) {
      setState({ phase: 'idle' });
      const apiError = await readableError(error);
      // A 401 has its notice from the client's interceptor, which also ends the session.
      if (apiError.status !== 401) {
        notices.add({ type: 'error', from: callLabel('get', url), ...describeApiError(apiError) });
      }
    }
  };

  return { state, start };
}

/**
 * GET /wedding/import: whether the plan holds nothing yet beyond a new wedding's seeds, so that the
 * upload is offered; undefined until known. The import itself checks again (409).
 */
export function usePlanEmpty(enabled: boolean): boolean | undefined {
  return useRouteQuery(weddingArchiveRoutes.importState, { enabled }).data?.planEmpty;
}

/**
 * POST /wedding/import with the archive as `file`. Its declaration names no read it changes: the
 * whole plan is new, so every read of the app is asked again, and the session (the wizard's answers
 * came with the archive).
 */
export function useImportWedding() {
  const { session } = useServices();
  const { mutate } = useSWRConfig();
  const send = useRouteMutation(weddingArchiveRoutes.import, (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return { body: form };
  });
  const trigger = async (file: File) => {
    const result = await send.trigger(file);
    void mutate(() => true);
    void session.lookup();
    return result;
  };
  return { trigger, isMutating: send.isMutating };
}
