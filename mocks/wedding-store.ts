import type { WeddingRole } from '../src/contract/session.ts';
import type { InvitedRole } from '../src/contract/wedding.ts';
import { mockDb } from './store.ts';

/*
 * The mock back end's weddings: members and pending invitations, per wedding id, made on first use
 * from the accounts of that wedding (and, for the members scenario, a partner, a helper and an
 * invitation who have no account of their own).
 */
export interface MockMember {
  id: string;
  email: string;
  role: WeddingRole;
  joinedAt: string;
}

export interface MockInvitation {
  id: string;
  email: string;
  role: InvitedRole;
  token: string;
  expiresAt: string;
}

export interface MockWedding {
  members: MockMember[];
  invitations: MockInvitation[];
}

/** The mock's "mailed" token of an invitation to an address: the contract cases read it as the server's outbox. */
export function mockInviteToken(email: string): string {
  return `invite-${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')}`;
}

const JOINED = '2026-10-01T09:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The scenario of settings-members.json: the owner with a partner, a helper and a pending invitation. */
const MEMBERS_SCENARIO = 'settings-members';

export function mockInvitation(email: string, role: InvitedRole, now = Date.now()): MockInvitation {
  return {
    id: `i_${crypto.randomUUID()}`,
    email,
    role,
    token: mockInviteToken(email),
    expiresAt: new Date(now + 7 * DAY_MS).toISOString(),
  };
}

export function mockWedding(weddingId: string): MockWedding {
  mockDb.weddings ??= {};
  let wedding = mockDb.weddings[weddingId];
  if (wedding) return wedding;
  const members: MockMember[] = mockDb.accounts
    .filter((account) => account.user.wedding?.id === weddingId)
    .map((account) => ({
      id: account.user.id,
      email: account.user.email,
      role: account.user.wedding!.role,
      joinedAt: JOINED,
    }));
  wedding = { members, invitations: [] };
  if (mockDb.scenario === MEMBERS_SCENARIO) {
    wedding.members.push(
      { id: 'u_petr', email: 'petr@example.ru', role: 'partner', joinedAt: '2026-10-03T18:20:00.000Z' },
      { id: 'u_mama', email: 'mama@example.ru', role: 'helper', joinedAt: '2026-10-10T12:00:00.000Z' },
    );
    wedding.invitations.push(mockInvitation('svetlana@example.ru', 'helper'));
  }
  mockDb.weddings[weddingId] = wedding;
  return wedding;
}

/** The invitation of a token, with its wedding id, across every wedding made so far. */
export function findMockInvitation(token: string): { weddingId: string; invitation: MockInvitation } | undefined {
  for (const [weddingId, wedding] of Object.entries(mockDb.weddings ?? {})) {
    const invitation = wedding.invitations.find((entry) => entry.token === token);
    if (invitation) return { weddingId, invitation };
  }
  return undefined;
}
