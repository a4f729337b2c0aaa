import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/**
 * Tips added for the advice of the day (64 in all), each key of locales/ru/advices.json, and the
 * phases every tip fits (src/contract/advices.ts: far > 6 months before the registration, mid 1–6
 * months, near < 1 month, day, after). A tip without phases fits any. Stored as a comma-separated
 * list in `advices.phases`, so a later migration can retag a tip without touching the code.
 */
const phasesOfTips: Record<string, string> = {
  // The launch tips (2026-11-22T18-46-00-advices), tagged now.
  budgetFirst: 'far,mid',
  budgetReserve: 'far,mid',
  guestListEarly: 'far',
  bookVenueEarly: 'far',
  registryOfficeDates: 'far,mid',
  contractsInWriting: 'far,mid',
  photographerFullShoot: 'far,mid',
  weatherPlanB: 'mid,near',
  breakInShoes: 'near',
  finalFitting: 'near',
  dayTiming: 'near',
  dayCoordinator: 'mid,near',
  confirmAttendance: 'near',
  seatingPlan: 'near',
  menuTasting: 'mid',
  drinksCorkage: 'mid',
  childrenCorner: 'mid',
  sendInvitations: 'mid',
  guestAccommodation: 'mid',
  guestTransport: 'mid,near',
  emergencyKit: 'near,day',
  orderRings: 'mid',
  makeupTrial: 'mid,near',
  eatOnTheDay: 'day',
  musicList: 'mid,near',
  firstDance: 'mid',
  ownVows: 'mid,near',
  sleepBefore: 'near,day',
  paymentCalendar: 'far,mid',
  delegateTasks: 'near,day',
  giftsAfterParty: 'after',
  offSeasonSavings: 'far',
  unpluggedCeremony: 'near,day',
  honeymoonPassports: 'far,mid',
  thankEveryone: 'after',
  enjoyTheDay: 'day',
};

const newTips: Record<string, string> = {
  planInTheApp: 'far,mid',
  todoProgress: 'far,mid,near',
  guestSides: 'far,mid',
  weddingStyle: 'far',
  compareThreeQuotes: 'far,mid',
  weekdayWedding: 'far',
  registryOnline: 'far,mid',
  declinesExpected: 'mid',
  rsvpDeadline: 'mid,near',
  plusOnesCount: 'mid,near',
  dietaryNeeds: 'mid,near',
  prepaymentDates: 'mid',
  cashEnvelopes: 'near',
  contactsSheet: 'near',
  documentsFolder: 'near,day',
  hairAndMakeupTime: 'near',
  finalHeadcount: 'near',
  rehearseEntrance: 'near',
  restDayBefore: 'near',
  phoneToWitness: 'day',
  momentsTogether: 'day',
  waterAndSnacks: 'day',
  dayTimelineToVendors: 'near',
  returnRentals: 'after',
  reviewsForVendors: 'after',
  newSurnameDocuments: 'after',
  photoBackup: 'after',
  finalBudgetReview: 'after',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('advices')
    .addColumn('phases', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [id, phases] of Object.entries(phasesOfTips)) {
    await db.updateTable('advices').set({ phases }).where('id', '=', id).execute();
  }
  await db
    .insertInto('advices')
    .values(Object.entries(newTips).map(([id, phases]) => ({ id, text_key: `advices:${id}`, phases })))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('advices').where('id', 'in', Object.keys(newTips)).execute();
  await db.schema.alterTable('advices').dropColumn('phases').execute();
}
