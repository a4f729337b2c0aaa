import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';

export type GuestNamer = (guest: Pick<Guest, 'name' | 'withHalf' | 'halfName'>) => string;

/**
 * How a Russian guest list writes a guest: the name "with a companion" until the +1 has a name,
 * then both names.
 */
export function useGuestDisplayName(): GuestNamer {
  const { t } = useTranslation('guests');
  return useCallback(
    (guest) => {
      if (!guest.withHalf) return guest.name;
      return guest.halfName
        ? t('halfNamed', { name: guest.name, half: guest.halfName })
        : t('halfUnnamed', { name: guest.name });
    },
    [t],
  );
}
