import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useSampleWedding } from '../sample-wedding/sample-context.ts';
import { useApiWrite } from '../services/services-context.tsx';
import type { ApiError } from './api-error.ts';
import type { WriteCall } from './write.ts';

export interface ApiMutation<Arg, Result> {
  /** Sends the write; resolves with the answer, or rejects with the ApiError after its notice. */
  trigger: (arg: Arg) => Promise<Result>;
  /** True while the write is on its way: what a submit button shows as loading. */
  isMutating: boolean;
}

/**
 * A write through the spec's write helper (success or error notice, ApiError for the form), run by
 * SWR's useSWRMutation: `key` is the resource the write changes, revalidated once it succeeds,
 * and `revalidates` lists the other resources it changes (a budget item changes the summary too).
 */
export function useApiMutation<Arg, Result = unknown>(
  key: string,
  toRequest: (arg: Arg) => WriteCall,
  { revalidates = [] }: { revalidates?: readonly string[] } = {},
): ApiMutation<Arg, Result> {
  const write = useApiWrite();
  const sample = useSampleWedding();
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useSWRMutation<Result, ApiError, string, Arg>(
    key,
    (_key: string, { arg }: { arg: Arg }) => write<Result>(toRequest(arg)),
    {
      populateCache: false,
      revalidate: true,
      throwOnError: true,
      onSuccess: () => {
        for (const other of revalidates) void mutate(other);
      },
    },
  );
  // SWR types the trigger for keys and arguments of every shape; ours always takes one argument.
  const send = trigger as unknown as (arg: Arg) => Promise<Result>;
  // The sample wedding is read-only: its controls are off, and a write that slips through sends nothing.
  if (sample) return { trigger: refuseOnSample, isMutating: false };
  return { trigger: send, isMutating };
}

function refuseOnSample(): Promise<never> {
  return Promise.reject(new Error('the sample wedding is read-only'));
}
