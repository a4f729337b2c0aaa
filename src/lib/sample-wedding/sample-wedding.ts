import { pathOf, type AnswerOf, type RouteDeclaration } from '../../contract/route-table.ts';
import type { LazyNamespace } from '../i18n.ts';
import { sampleCouple, type SampleTexts, type SectionSample } from './sample-couple.ts';

/*
 * The sample wedding a couple without a subscription looks at on the planning pages (issue 22,
 * item 6): a made-up couple's plan, answered for the planning reads without asking the server. Each
 * section makes its own answers in `src/features/<feature>/sample.ts` (found here, so a new section
 * edits no list) from the couple they share (sample-couple.ts), by the same contract rules the
 * server and the mocks use, so the sample shows what the couple's own page would. Its names come
 * from the catalogue (sample:data, and the sections' namespaces they declare), read with returnObjects.
 */
const samples = Object.values(
  import.meta.glob<SectionSample>('../../features/*/sample.ts', { eager: true, import: 'sample' }),
);

/** The namespaces the sections' samples read besides `sample`. */
export const SAMPLE_NAMESPACES: readonly LazyNamespace[] = [...new Set(samples.flatMap((one) => one.namespaces ?? []))];

export interface SampleWedding {
  /** The sample couple's wedding day (YYYY-MM-DD), some months from today. */
  weddingDate: string;
  /** The answer of each planning read, by its path (the SWR key the pages read it under). */
  reads: ReadonlyMap<string, unknown>;
}

/** The sample wedding as of `now`: its dates move with the calendar, so its marks always make sense. */
export function sampleWedding(texts: SampleTexts, now: Date = new Date()): SampleWedding {
  const couple = sampleCouple(texts, now);
  const reads = new Map(samples.flatMap((one) => one.reads(couple)).map(([route, answer]) => [pathOf(route), answer]));
  const answerOf = <R extends RouteDeclaration>(route: R) => reads.get(pathOf(route)) as AnswerOf<R> | undefined;
  const after = samples.flatMap((one) => one.readsAfter?.(couple, answerOf) ?? []);
  for (const [route, answer] of after) reads.set(pathOf(route), answer);
  return { weddingDate: couple.weddingDate, reads };
}
