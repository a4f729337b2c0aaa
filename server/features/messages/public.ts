/*
 * What other features may know of the messages: whom a message can reach. The call list
 * (server/features/call-list) takes the households no message reaches.
 */
export { recipientsOf } from './households.ts';

/** A household's erasure of its data (the RSVP feature's, wired in app.ts): its deliveries keep no address. */
export { forgetHouseholdAddresses } from './repository.ts';

/** A message's send job, as its creation makes it: an imported message not yet sent is scheduled again. */
export { MESSAGE_SEND_JOB, messageJobKey } from './jobs.ts';
