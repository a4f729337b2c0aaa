import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/** The advice shown on the dashboard; each id is the key of its text in locales/ru/advices.json. */
const launchAdvices = [
  'budgetFirst',
  'budgetReserve',
  'guestListEarly',
  'bookVenueEarly',
  'registryOfficeDates',
  'contractsInWriting',
  'photographerFullShoot',
  'weatherPlanB',
  'breakInShoes',
  'finalFitting',
  'dayTiming',
  'dayCoordinator',
  'confirmAttendance',
  'seatingPlan',
  'menuTasting',
  'drinksCorkage',
  'childrenCorner',
  'sendInvitations',
  'guestAccommodation',
  'guestTransport',
  'emergencyKit',
  'orderRings',
  'makeupTrial',
  'eatOnTheDay',
  'musicList',
  'firstDance',
  'ownVows',
  'sleepBefore',
  'paymentCalendar',
  'delegateTasks',
  'giftsAfterParty',
  'offSeasonSavings',
  'unpluggedCeremony',
  'honeymoonPassports',
  'thankEveryone',
  'enjoyTheDay',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('advices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('text_key', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('advices')
    .values(launchAdvices.map((id) => ({ id, text_key: `advices:${id}` })))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('advices').execute();
}
