import type { ProfileUpdate } from '../../contract/account.ts';
import type { SessionUser } from '../../contract/session.ts';
import { toMultipart, type MultipartValue } from '../api/multipart.ts';
import { profileRoutes } from '../../contract/account-routes.ts';
import { useRouteMutation } from '../api/route-calls.ts';
import type { ApiMutation } from '../api/use-api-mutation.ts';
import { useServices } from '../services/services-context.tsx';

type DateValue = { toISOString: () => string } | null | undefined;

/**
 * What POST /user/update may change (ProfileUpdate of the contract), as forms hold it: dates as
 * dayjs or Date, the picture as a File. Left out or empty means "keep".
 */
export type ProfileChanges = {
  [K in Exclude<keyof ProfileUpdate, 'registrationDate' | 'banquetDate'>]?: ProfileUpdate[K] | null;
} & {
  registrationDate?: DateValue;
  banquetDate?: DateValue;
  /** A new picture; the server re-encodes it. */
  userpic?: File | null;
};

/**
 * POST /user/update as multipart (spec section 7), shared by the wizard and the settings page. The
 * answer replaces the session at once, so the header shows new names and picture without a reload.
 * Failures come back as ApiError after their notice (the write helper).
 */
export function useUpdateProfile(successMessage?: string): ApiMutation<ProfileChanges, SessionUser> {
  const { session } = useServices();
  const mutation = useRouteMutation(profileRoutes.update, (changes: ProfileChanges) => ({
    body: toMultipart(changes as Record<string, MultipartValue>),
    successMessage,
  }));
  return {
    ...mutation,
    trigger: async (changes) => {
      const user = await mutation.trigger(changes);
      session.setSession(user);
      return user;
    },
  };
}
