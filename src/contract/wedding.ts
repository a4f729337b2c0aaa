import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Email } from './account.ts';
import { Closed, Nullable, RequiredText } from './schema-kit.ts';

/*
 * The wedding's members and invitations (api.md, "The wedding, shared"), each schema declared once:
 * the server validates and documents with them, the mock handlers check with them, and the app's
 * types are inferred from them.
 */

/** Days an invitation link stays valid. */
export const INVITATION_DAYS = 7;
/** Invitations one wedding may send a day (and one client address): see RATE_RULES on the server. */
export const INVITATIONS_PER_DAY = 20;

/** The roles an invitation offers: a wedding has one owner, who is never invited. */
export const InvitedRole = Type.Union([Type.Literal('partner'), Type.Literal('helper')], {
  description: 'partner: everything but removing the owner; helper: reads everything, records only the gifts received.',
});
export type InvitedRole = Static<typeof InvitedRole>;

export const WeddingMember = Closed(
  {
    id: Type.String({
      description:
        'A member: their user id. A pending invitation: the invitation id. Either is what DELETE /wedding/members/{id} takes.',
    }),
    email: Type.String({ description: 'Lower-cased as stored.' }),
    role: Type.Union([Type.Literal('owner'), Type.Literal('partner'), Type.Literal('helper')]),
    joinedAt: Nullable(Type.String({ description: 'ISO 8601 instant; null for a pending invitation.' })),
  },
  { description: 'A member of the wedding, or an invitation not yet accepted (joinedAt null).' },
);
export type WeddingMember = Static<typeof WeddingMember>;

export const WeddingMembers = Type.Array(WeddingMember, {
  description: 'The owner first, then members by the time they joined, then pending invitations, oldest first.',
});
export type WeddingMembers = Static<typeof WeddingMembers>;

/** The storage quota of a wedding unless the operator sets WEDDING_STORAGE_QUOTA_MB: 1 GB. */
export const WEDDING_STORAGE_QUOTA_DEFAULT_MB = 1024;

/** GET /wedding/storage: what the wedding's files (contracts, board pictures) take, and may take. */
export const WeddingStorage = Closed({
  used: Type.Integer({ minimum: 0, description: 'Bytes the wedding’s files take together.' }),
  quota: Type.Integer({
    minimum: 1,
    description: 'Bytes they may take (WEDDING_STORAGE_QUOTA_MB); an upload past it is refused with 413.',
  }),
});
export type WeddingStorage = Static<typeof WeddingStorage>;

export const InviteMemberRequest = Closed({ email: Email, role: InvitedRole });
export type InviteMemberRequest = Static<typeof InviteMemberRequest>;

const InvitationToken = RequiredText({
  min: 4,
  max: 128,
  printable: true,
  description: `From the invitation e-mail; valid ${INVITATION_DAYS} days, once.`,
});

export const JoinWeddingRequest = Closed({
  token: InvitationToken,
  confirm: Type.Optional(
    Type.Boolean({
      description:
        "true: join even though the joiner's own wedding holds a plan or a subscription, which are then deleted.",
    }),
  ),
});
export type JoinWeddingRequest = Static<typeof JoinWeddingRequest>;

export const MemberParams = Closed({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type MemberParams = Static<typeof MemberParams>;

export const InvitationParams = Closed({ token: Type.String({ minLength: 1, maxLength: 128 }) });
export type InvitationParams = Static<typeof InvitationParams>;

export const InvitationPreview = Closed(
  {
    email: Type.String({ description: 'The address invited: only its own login can join.' }),
    role: InvitedRole,
    couple: Closed({ brideName: Nullable(Type.String()), groomName: Nullable(Type.String()) }),
    expiresAt: Type.String({ description: 'ISO 8601 instant the link stops working.' }),
  },
  { description: 'What the join page shows before signing in: who invites, and as whom.' },
);
export type InvitationPreview = Static<typeof InvitationPreview>;

/** The field a 409 of POST /wedding/join names when `confirm: true` would let the join go ahead. */
export const JOIN_CONFIRM_FIELD = 'confirm';
