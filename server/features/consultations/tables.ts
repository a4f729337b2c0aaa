/*
 * The consultation's tables (server/db/migrations/2026-11-26T20-20-00-consultations.ts), kept beside
 * the feature and merged into the database's type, so the feature adds no lines to db/database.ts.
 */

/** A time support opened for a consultation; it lasts CONSULTATION_MINUTES. */
export interface ConsultationSlotsTable {
  id: string;
  starts_at: string;
  created_at: string;
}

/** A wedding's booking of a slot; deleted when cancelled, so the slot is free again. */
export interface ConsultationBookingsTable {
  id: string;
  slot_id: string;
  wedding_id: string;
  /** The member who booked; null once that member deleted their account. */
  booked_by: string | null;
  /** When the paid period the booking counts against began (its payment or support grant). */
  period_start: string;
  topic: string;
  created_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    consultation_slots: ConsultationSlotsTable;
    consultation_bookings: ConsultationBookingsTable;
  }
}
