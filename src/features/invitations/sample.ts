import { invitationRoutes } from '../../contract/invitation-routes.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** The sample couple's parts of the day and their households' invitations (shared with the messages and the calls). */
export const sample: SectionSample = {
  reads: ({ events, invitations }) => [
    sampleRead(invitationRoutes.events, events),
    sampleRead(invitationRoutes.list, invitations),
    sampleRead(invitationRoutes.deadline, { deadline: null }),
  ],
};
