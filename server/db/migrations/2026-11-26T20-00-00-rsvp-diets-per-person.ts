import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * A diet per person (issue 38 item 5): `rsvp_invitations.diets` holds a JSON array of
 * `{ guestId, half?, diet }`, one entry per guest or +1 who named one. A household's one diet
 * becomes its first guest's (the person the caterer's export showed it beside until now): the
 * first guest who said yes to any part, else the household's first guest. The old column is left
 * empty, so nothing reads a diet twice.
 */

interface OldRow {
  id: string;
  guest_ids: string;
  answers: string;
  diet: string;
}

function firstGuestOf(row: OldRow): string | undefined {
  const guestIds = JSON.parse(row.guest_ids) as string[];
  const answers = JSON.parse(row.answers) as Array<{ guestId: string; coming: boolean }>;
  return guestIds.find((id) => answers.some((answer) => answer.guestId === id && answer.coming)) ?? guestIds[0];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rsvp_invitations')
    .addColumn('diets', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  const rows = (await db
    .selectFrom('rsvp_invitations')
    .select(['id', 'guest_ids', 'answers', 'diet'])
    .where('diet', '<>', '')
    .execute()) as OldRow[];
  for (const row of rows) {
    const guestId = firstGuestOf(row);
    if (!guestId) continue;
    await db
      .updateTable('rsvp_invitations')
      .set({ diets: JSON.stringify([{ guestId, diet: row.diet }]), diet: '' })
      .where('id', '=', row.id)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const rows = (await db.selectFrom('rsvp_invitations').select(['id', 'diets']).execute()) as Array<{
    id: string;
    diets: string;
  }>;
  for (const row of rows) {
    const diets = JSON.parse(row.diets) as Array<{ diet: string }>;
    const diet = diets.map((entry) => entry.diet).join('; ');
    if (diet) await db.updateTable('rsvp_invitations').set({ diet }).where('id', '=', row.id).execute();
  }
  await db.schema.alterTable('rsvp_invitations').dropColumn('diets').execute();
}
