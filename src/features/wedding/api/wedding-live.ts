import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { pathOf } from '../../../contract/route-table.ts';
import type { WeddingChangeEvent } from '../../../contract/wedding-activity.ts';
import { weddingActivityRoutes } from '../../../contract/wedding-routes.ts';
import { API_BASE } from '../../../lib/api/http-client.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** The stream of the wedding's changes (api.md, "The wedding, shared"), relative to the app's origin. */
const liveUrl = `${API_BASE}${pathOf(weddingActivityRoutes.live)}`;

/** Waits before opening the stream again after the server refused or ended it: doubling, up to the last. */
export const RECONNECT_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 30_000, 60_000];

type Revalidate = (filter: (key: unknown) => boolean) => unknown;

/**
 * Whether an SWR key is one of the API read paths an event names. The app's keys are the paths
 * under /api/v1 ('/guests'), some with a query ('/advices/get-one/random?date=…').
 */
export function keyMatches(key: unknown, paths: readonly string[]): boolean {
  if (typeof key !== 'string') return false;
  const end = key.indexOf('?');
  const path = end === -1 ? key : key.slice(0, end);
  return paths.includes(path);
}

/**
 * Opens the stream and revalidates what each event names. EventSource reconnects on its own after
 * a dropped connection; when the server answered something else than the stream (a restart's 503,
 * a lost session) it gives up, so this opens it again with a growing delay. After any reconnect
 * every read is revalidated once, since events may have been missed meanwhile. On a page the
 * server drew, the first opening names `since` (the last change it was drawn after): the server's
 * first event then names every read if the plan changed meanwhile. Returns the closer.
 */
export function openWeddingLive(
  revalidate: Revalidate,
  {
    url = liveUrl,
    delays = RECONNECT_DELAYS_MS,
    since,
  }: { url?: string; delays?: readonly number[]; since?: string } = {},
): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let connectedBefore = false;
  let closed = false;

  const connect = () => {
    const first = !connectedBefore && failures === 0;
    const current = new EventSource(first && since !== undefined ? `${url}?since=${encodeURIComponent(since)}` : url);
    source = current;
    current.onopen = () => {
      if (connectedBefore || failures > 0) revalidate(() => true);
      connectedBefore = true;
      failures = 0;
    };
    current.onmessage = (message: MessageEvent<string>) => {
      let event: WeddingChangeEvent;
      try {
        event = JSON.parse(message.data) as WeddingChangeEvent;
      } catch {
        return;
      }
      if (!Array.isArray(event.paths) || event.paths.length === 0) return;
      revalidate((key) => keyMatches(key, event.paths));
    };
    current.onerror = () => {
      if (closed || current.readyState !== EventSource.CLOSED) return;
      const delay = delays[Math.min(failures, delays.length - 1)]!;
      failures += 1;
      timer = setTimeout(connect, delay);
    };
  };
  connect();

  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}

/**
 * The signed-in frame's live updates: while a member of a wedding is signed in, another member's
 * change reaches this page's reads within a moment. Not in mock mode (there is no other member
 * and no server to stream from) nor where the browser has no EventSource.
 */
export function useWeddingLive(weddingId: string | null): void {
  const { mutate } = useSWRConfig();
  const { earlyReads } = useServices();
  useEffect(() => {
    if (!weddingId || import.meta.env.MODE === 'mock' || typeof EventSource === 'undefined') return;
    return openWeddingLive(
      (filter) => {
        // A screen not mounted yet (its code still on the way) must not start from an answer older
        // than the change: the page's drawing, or a read asked for ahead.
        earlyReads.expire((key) => filter(key));
        // A key filter and nothing else: SWR refetches the matching reads in use, keeping what they show.
        return mutate(filter);
      },
      // A partner's write between the drawing and this opening was told to no one: the server says.
      { since: earlyReads.drawnAfter ?? undefined },
    );
  }, [weddingId, mutate, earlyReads]);
}
