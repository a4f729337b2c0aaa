import fs from 'node:fs/promises';
import {
  profileDateProblems,
  serverEarliestDate,
  type ProfileDateProblem,
  type ProfileUpdate,
} from '../../../src/contract/account.ts';
import type { UserUpdate } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { AccountDeps } from './deps.ts';
import type { ReceivedProfileForm } from './profile-form.ts';
import { getSubscriptionSummary } from '../subscriptions/public.ts';
import { accountDeletedMail } from './mails.ts';
import * as repository from './repository.ts';

/** The 422 of dates refused against the calendar or each other, one message per field. */
export function dateProblemsError(problems: ProfileDateProblem[]): HttpError {
  const messages = problems.map((problem) => ({
    field: problem.field,
    text: t(`validation:${problem.key}`, { date: problem.latest?.split('-').reverse().join('.') ?? '' }),
  }));
  return new HttpError(422, messages[0].text, messages);
}

function toColumns(fields: ProfileUpdate): UserUpdate {
  const changes: UserUpdate = {};
  const date = (value: string) => new Date(value).toISOString();
  if (fields.brideName !== undefined) changes.bride_name = fields.brideName;
  if (fields.groomName !== undefined) changes.groom_name = fields.groomName;
  if (fields.registrationDate !== undefined) changes.registration_date = date(fields.registrationDate);
  if (fields.banquetDate !== undefined) changes.banquet_date = date(fields.banquetDate);
  if (fields.registrationLocation !== undefined) changes.registration_location = fields.registrationLocation;
  if (fields.banquetLocation !== undefined) changes.banquet_location = fields.banquetLocation;
  if (fields.amountOfGuests !== undefined) changes.amount_of_guests = fields.amountOfGuests;
  if (fields.isShowAdvice !== undefined) changes.is_show_advice = fields.isShowAdvice ? 1 : 0;
  if (fields.isShowInitWizard !== undefined) changes.is_show_init_wizard = fields.isShowInitWizard ? 1 : 0;
  return changes;
}

/**
 * Saves profile fields and, if one came, the new userpic. The picture is stored first and the row
 * points to it only once it is safely on disk; the old picture is removed after the commit, the new
 * one if the update fails.
 */
export async function updateProfile(deps: AccountDeps, userId: string, form: ReceivedProfileForm): Promise<void> {
  const changes = toColumns(form.fields);
  const picture = form.picture ? await deps.uploads.saveUserpic(form.picture) : null;
  let replaced: string | null = null;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const user = await repository.findUserById(trx, userId, { lock: deps.engine === 'postgres' });
      if (!user) throw new HttpError(401, t('errors:server.unauthorized'));
      const now = deps.clock.now();
      const problems = profileDateProblems(
        { registrationDate: form.fields.registrationDate, banquetDate: form.fields.banquetDate },
        { registrationDate: user.registration_date, banquetDate: user.banquet_date },
        serverEarliestDate(now),
        now,
      );
      if (problems.length > 0) throw dateProblemsError(problems);
      if (picture) {
        replaced = user.userpic;
        changes.userpic = picture;
      }
      await repository.updateUser(trx, userId, { ...changes, updated_at: deps.clock.now().toISOString() });
    });
  } catch (error) {
    await deps.uploads.remove(picture);
    throw error;
  }
  await deps.uploads.remove(replaced);
}

/**
 * Deletes the account: the user row and with it (ON DELETE CASCADE) sessions, codes, tokens and
 * every user-owned row, in one transaction; then, once that has committed, the user's files.
 */
export async function deleteAccount(deps: AccountDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  // What the deletion loses is read first: the mail afterwards says so.
  const subscription = await getSubscriptionSummary(deps.db, userId, now);
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const user = await repository.findUserById(trx, userId, { lock: deps.engine === 'postgres' });
    if (!user) return null;
    await repository.deleteUser(trx, userId);
    return { email: user.email, picture: user.userpic };
  });
  await deps.uploads.remove(deleted?.picture ?? null);
  if (!deleted) return;
  const lost =
    subscription && subscription.expires > 0 ? { days: subscription.expires, until: subscription.expiresDate } : null;
  deps.background(async () => {
    await deps.mail.send(accountDeletedMail(deleted.email, lost));
  });
}

/** How old a picture no profile points to must be before it is taken for a leftover. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes pictures no profile points to: left by a crash between storing a picture and saving the
 * row that names it. Only old ones, so a picture another server process is saving right now stays.
 */
export async function removeOrphanUserpics(deps: AccountDeps): Promise<number> {
  const referenced = new Set(await repository.listUserpicNames(deps.db));
  let removed = 0;
  for (const name of await fs.readdir(deps.uploads.dir)) {
    const file = deps.uploads.pathOf(name);
    if (!file || referenced.has(name)) continue;
    const stat = await fs.stat(file).catch(() => null);
    // File times are the machine's, not the (injectable) clock's.
    if (stat && Date.now() - stat.mtimeMs > ORPHAN_AGE_MS) {
      await deps.uploads.remove(name);
      removed += 1;
    }
  }
  if (removed > 0) deps.log.info({ removed }, 'removed userpics no profile points to');
  return removed;
}
