import type { WeddingChangeEvent } from '../../src/contract/wedding-activity.ts';

/**
 * One open GET /wedding/live, read as a browser's EventSource would: every event's data as it
 * arrives, with the time it came. `ended` resolves when the server ends the stream.
 */
export interface OpenStream {
  status: number;
  contentType: string | null;
  contentEncoding: string | null;
  events: Array<{ at: number; data: WeddingChangeEvent }>;
  comments: number;
  /** A refused stream's answer (the error shape) and its Retry-After. */
  refusal: { body: unknown; retryAfter: string | null } | null;
  ended: Promise<void>;
  close: () => void;
}

export async function openStream(
  base: string,
  user: { cookie: string },
  extra: Record<string, string> = {},
  query = '',
): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/wedding/live${query}`, {
    headers: { cookie: user.cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...extra },
    signal: controller.signal,
  });
  const stream: OpenStream = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    contentEncoding: res.headers.get('content-encoding'),
    events: [],
    comments: 0,
    refusal: null,
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  if (res.status !== 200 || !res.body) {
    const text = await res.text();
    stream.refusal = { body: text ? (JSON.parse(text) as unknown) : null, retryAfter: res.headers.get('retry-after') };
    return stream;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) stream.comments += 1;
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) stream.events.push({ at: Date.now(), data: JSON.parse(data) as WeddingChangeEvent });
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return stream;
}

/** Polls `condition` until it holds or `ms` pass; answers whether it held. */
export const waitFor = async (condition: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
};
