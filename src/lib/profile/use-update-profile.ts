import { useCallback } from 'react';
import type { AmountOfGuests, SessionUser } from '../../contract/session.ts';
import { toMultipart, type MultipartValue } from '../api/multipart.ts';
import { useServices } from '../services/services-context.tsx';

type DateValue = { toISOString: () => string } | null | undefined;

/**
 * What POST /user/update may change (ProfileUpdate of src/contract/account.ts), as forms hold it:
 * dates as dayjs or Date, the picture as a File. Left out or empty means "keep".
 */
export interface ProfileChanges {
  brideName?: string | null;
  groomName?: string | null;
  registrationDate?: DateValue;
  banquetDate?: DateValue;
  registrationLocation?: string | null;
  banquetLocation?: string | null;
  amountOfGuests?: AmountOfGuests | null;
  isShowAdvice?: boolean;
  isShowInitWizard?: boolean;
  /** A new picture; the server re-encodes it. */
  userpic?: File | null;
}

/**
 * POST /user/update as multipart (spec section 7), shared by the wizard and the settings page. The
 * answer replaces the session at once, so the header shows new names and picture without a reload.
 * Failures come back as ApiError after their notice (the write helper).
 */
export function useUpdateProfile(): (changes: ProfileChanges, successMessage?: string) => Promise<SessionUser> {
  const { write, session } = useServices();
  return useCallback(
    async (changes, successMessage) => {
      const body = toMultipart(changes as Record<string, MultipartValue>);
      const user = await write<SessionUser>({ method: 'post', path: '/user/update', body, successMessage });
      session.setSession(user);
      return user;
    },
    [write, session],
  );
}
