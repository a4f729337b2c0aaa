import { useMemo } from 'react';
import { guestRoutes } from '../../../contract/guest-routes.ts';
import type { Dictionary, GuestDictionaryKind } from '../../../contract/guests.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

const dictionaryRoutes = {
  from: guestRoutes.fromDictionary,
  children: guestRoutes.childrenDictionary,
  category: guestRoutes.categoryDictionary,
} as const satisfies Record<GuestDictionaryKind, unknown>;

/** One dictionary as the spec keeps it: the list, and a lookup of names by code. */
export interface LoadedDictionary {
  entries: Dictionary;
  nameOf: (code: string) => string;
}

function useDictionary(kind: GuestDictionaryKind) {
  const query = useRouteQuery(dictionaryRoutes[kind]);
  const loaded = useMemo<LoadedDictionary | undefined>(() => {
    if (!query.data) return undefined;
    const names = new Map(query.data.map((entry) => [entry.code, entry.name]));
    return { entries: query.data, nameOf: (code) => names.get(code) ?? code };
  }, [query.data]);
  return { ...query, loaded };
}

/** GET /dictionaries/guests/from, /children and /category, loaded together. */
export function useGuestDictionaries() {
  const from = useDictionary('from');
  const children = useDictionary('children');
  const category = useDictionary('category');
  const all = [from, children, category];
  const failed = all.find((query) => query.status === 'rejected');
  const ready = from.loaded && children.loaded && category.loaded;
  return {
    dictionaries: ready ? { from: from.loaded!, children: children.loaded!, category: category.loaded! } : undefined,
    failed: Boolean(failed),
    reload: () => all.forEach((query) => query.reload()),
  };
}

export type GuestDictionaries = NonNullable<ReturnType<typeof useGuestDictionaries>['dictionaries']>;
