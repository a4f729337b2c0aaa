/*
 * What other parts of the server use of the live updates and the activity: the planning guard hooks
 * each write route with attachWriteEffects; the members feature publishes membership changes and
 * ends a removed member's streams.
 */
export { ACTIVITY_PATH, attachWriteEffects, recordGuestActivity } from './activity.ts';
export { closeUserStreams, publishWeddingChange } from './hub.ts';
export { default as weddingLiveHub } from './hub.ts';
export { default as weddingLiveRoutes } from './routes.ts';

/** The wedding's last change, marked on a page the server draws: its live stream asks what came after. */
export { latestChangeMark } from './repository.ts';
