import type { Migration } from 'kysely';
import { importFeatureFolderModules } from '../../lib/feature-folders.ts';
import * as usersAndSessions from './2026-11-22T18-40-00-users-and-sessions.ts';
import * as accountCodesTokensRateLimits from './2026-11-22T18-45-00-account-codes-tokens-rate-limits.ts';
import * as subscriptionsAndPayments from './2026-11-22T18-45-00-subscriptions-and-payments.ts';
import * as advices from './2026-11-22T18-46-00-advices.ts';
import * as todos from './2026-11-23T05-00-00-todos.ts';
import * as budget from './2026-11-23T05-00-00-budget.ts';
import * as advicePhases from './2026-11-23T05-00-00-advice-phases.ts';
import * as guests from './2026-11-23T05-00-00-guests.ts';
import * as budgetCountChildren from './2026-11-25T03-40-00-budget-count-children.ts';
import * as guestImportCommits from './2026-11-25T03-00-00-guest-import-commits.ts';
import * as rateLimitKeysHashed from './2026-11-25T03-00-00-rate-limit-keys-hashed.ts';
import * as storedFiles from './2026-11-25T03-10-00-stored-files.ts';
import * as weddings from './2026-11-25T04-00-00-weddings.ts';
import * as weddingInvitations from './2026-11-25T05-00-00-wedding-invitations.ts';
import * as weddingActivity from './2026-11-25T05-10-00-wedding-activity.ts';
import * as weddingAnswers from './2026-11-25T05-20-00-wedding-answers.ts';
import * as seating from './2026-11-25T06-10-00-seating.ts';
import * as invitations from './2026-11-25T06-00-00-invitations.ts';
import * as weddingFiles from './2026-11-25T06-50-00-wedding-files.ts';
import * as contractors from './2026-11-25T07-00-00-contractors.ts';
import * as weddingDay from './2026-11-25T07-10-00-wedding-day.ts';
import * as boards from './2026-11-25T07-20-00-boards.ts';
import * as notes from './2026-11-25T07-30-00-notes.ts';
import * as purchases from './2026-11-25T07-40-00-purchases.ts';
import * as consultations from './2026-11-26T20-20-00-consultations.ts';
import * as seatingHeadTable from './2026-11-26T20-10-00-seating-head-table.ts';
import * as liveStreams from './2026-11-26T19-10-00-live-streams.ts';
import * as idempotencyKeys from './2026-11-26T19-20-00-idempotency-keys.ts';
import * as rsvpDietsPerPerson from './2026-11-26T20-00-00-rsvp-diets-per-person.ts';
import * as contractorRest from './2026-11-26T19-40-00-contractor-rest.ts';

/**
 * The migrations that landed before features kept their own, keyed by their timestamped names,
 * which existing databases have recorded: they stay here as they are. Kysely runs every migration
 * in name order and refuses one whose name sorts before a migration a database has already run.
 */
export const landedMigrations: Record<string, Migration> = {
  '2026-11-22T18-40-00-users-and-sessions': usersAndSessions,
  '2026-11-22T18-45-00-account-codes-tokens-rate-limits': accountCodesTokensRateLimits,
  '2026-11-22T18-45-00-subscriptions-and-payments': subscriptionsAndPayments,
  '2026-11-22T18-46-00-advices': advices,
  '2026-11-23T05-00-00-todos': todos,
  '2026-11-23T05-00-00-budget': budget,
  '2026-11-23T05-00-00-advice-phases': advicePhases,
  '2026-11-23T05-00-00-guests': guests,
  '2026-11-25T03-00-00-guest-import-commits': guestImportCommits,
  '2026-11-25T03-00-00-rate-limit-keys-hashed': rateLimitKeysHashed,
  '2026-11-25T03-10-00-stored-files': storedFiles,
  '2026-11-25T03-40-00-budget-count-children': budgetCountChildren,
  '2026-11-25T04-00-00-weddings': weddings,
  '2026-11-25T05-00-00-wedding-invitations': weddingInvitations,
  '2026-11-25T05-10-00-wedding-activity': weddingActivity,
  '2026-11-25T05-20-00-wedding-answers': weddingAnswers,
  '2026-11-25T06-10-00-seating': seating,
  '2026-11-25T06-00-00-invitations': invitations,
  '2026-11-25T06-50-00-wedding-files': weddingFiles,
  '2026-11-25T07-00-00-contractors': contractors,
  '2026-11-25T07-10-00-wedding-day': weddingDay,
  '2026-11-25T07-20-00-boards': boards,
  '2026-11-25T07-30-00-notes': notes,
  '2026-11-25T07-40-00-purchases': purchases,
  '2026-11-26T20-20-00-consultations': consultations,
  '2026-11-26T20-10-00-seating-head-table': seatingHeadTable,
  '2026-11-26T19-10-00-live-streams': liveStreams,
  '2026-11-26T19-20-00-idempotency-keys': idempotencyKeys,
  '2026-11-26T20-00-00-rsvp-diets-per-person': rsvpDietsPerPerson,
  '2026-11-26T19-40-00-contractor-rest': contractorRest,
};

/**
 * Every migration: those above and each feature's own, server/features/<name>/migrations/<timestamp>-<what>.ts
 * (a new one is named after the newest that has landed anywhere). A name given twice stops the migration.
 */
export async function allMigrations(featuresDir?: string): Promise<Record<string, Migration>> {
  const features = await importFeatureFolderModules('migrations', featuresDir);
  const all: Record<string, Migration> = { ...landedMigrations };
  for (const [name, module] of Object.entries(features)) {
    if (name in all) throw new Error(`Migration ${name} is both in server/db/migrations and a feature's`);
    if (typeof module.up !== 'function') throw new Error(`Migration ${name} exports no up()`);
    all[name] = module as unknown as Migration;
  }
  return all;
}
