import type { RsvpPage } from '../../../src/contract/invitations.ts';
import { readByToken, type InvitationDeps } from '../invitations/public.ts';
import { tablesOfGuests } from '../seating/public.ts';

/*
 * A household's page: its invitation, and once the answers have closed, where each of its people
 * sits. The guest's side reads both features, so neither the invitations nor the seating plan
 * reads the other back (the seating plan asks the invitations who comes to the banquet).
 */

export interface HouseholdPage {
  weddingId: string;
  page: RsvpPage;
}

/** The household's page by its token; 404 for a malformed, unknown or revoked token. */
export async function householdPage(deps: InvitationDeps, token: string): Promise<HouseholdPage> {
  const { weddingId, page } = await readByToken(deps, token);
  // The plan may change until answers close; after that the household sees its own tables only.
  const guestIds = page.guests.map((guest) => guest.id);
  const tables = page.closed ? await tablesOfGuests(deps.db, weddingId, guestIds) : [];
  return { weddingId, page: { ...page, tables } };
}
