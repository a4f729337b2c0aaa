/*
 * The deletion of a plan kept past WEDDING_RETENTION_DAYS after its subscription's end, with the
 * couple warned a month and a week before (issue 42, point 4). Registered by server/app.ts.
 */
export { default as retentionPlugin } from './plugin.ts';
