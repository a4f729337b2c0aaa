import fs from 'node:fs/promises';
import path from 'node:path';
import {
  profileDateProblems,
  serverEarliestDate,
  type ProfileDateProblem,
  type ProfileUpdate,
} from '../../../src/contract/account.ts';
import type { UserUpdate } from '../../db/database.ts';
import { flushDeletedRows } from '../../db/erasure.ts';
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
 * Saves profile fields and, if one came, the new userpic. The picture is re-encoded first; then
 * the picture, the row pointing to it and the removal of the old one commit together (the file
 * store is the database), so no failure leaves a picture behind or a row pointing nowhere.
 */
export async function updateProfile(deps: AccountDeps, userId: string, form: ReceivedProfileForm): Promise<void> {
  const changes = toColumns(form.fields);
  const picture = form.picture ? await deps.uploads.encodeUserpic(form.picture) : null;
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
      await deps.uploads.save(trx, userId, 'userpic', picture);
      await deps.uploads.remove(trx, user.userpic);
      changes.userpic = picture.name;
    }
    await repository.updateUser(trx, userId, { ...changes, updated_at: now.toISOString() });
  });
}

/**
 * Deletes the account: the user row and with it (ON DELETE CASCADE) sessions, codes, tokens, the
 * stored files and the wedding membership, in one transaction. The wedding's plan stays with the
 * other members; the last member's deletion removes the wedding and its plan with it.
 */
export async function deleteAccount(deps: AccountDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  // What the deletion loses is read first: the mail afterwards says so. Paid days are lost only
  // with the wedding, when its last member leaves; otherwise they stay with the others.
  const weddingBefore = await repository.findWeddingOf(deps.db, userId);
  const subscription = weddingBefore ? await getSubscriptionSummary(deps.db, weddingBefore, now) : null;
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const user = await repository.findUserById(trx, userId, { lock: deps.engine === 'postgres' });
    if (!user) return null;
    const weddingId = await repository.findWeddingOf(trx, userId);
    // Two last members leaving at once: the second waits for the first and then sees it gone.
    if (weddingId && deps.engine === 'postgres') await repository.lockWedding(trx, weddingId);
    await repository.deleteUser(trx, userId);
    const weddingGone = weddingId ? await repository.deleteWeddingIfEmpty(trx, weddingId) : false;
    return { email: user.email, weddingGone };
  });
  await flushDeletedRows(deps.db, deps.engine);
  if (!deleted) return;
  const lost =
    deleted.weddingGone && subscription && subscription.expires > 0
      ? { days: subscription.expires, until: subscription.expiresDate }
      : null;
  deps.background(async () => {
    await deps.mail.send(accountDeletedMail(deleted.email, lost));
  });
}

/** How old a picture no profile points to must be before it is taken for a leftover. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Moves the userpics versions before the database store kept in `$DATA_DIR/uploads` into the
 * store, each with the user whose profile names it, and removes the folder's files once stored.
 * Files no profile points to (left by a crash of such a version) go once they are an hour old.
 * Safe to run on several processes and again after a crash: a picture stored twice is one.
 */
export async function moveUserpicsIntoStore(deps: AccountDeps): Promise<number> {
  const dir = deps.uploads.legacyDir;
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0; // no folder: nothing was ever kept on this disk
  }
  const owners = new Map((await repository.listUserpicOwners(deps.db)).map((row) => [row.userpic, row.id]));
  let moved = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const owner = owners.get(name);
    if (owner && deps.uploads.isStoredName(name)) {
      const bytes = await fs.readFile(file);
      await deps.uploads.save(deps.db, owner, 'userpic', { name, contentType: 'image/webp', bytes });
      await fs.rm(file, { force: true });
      moved += 1;
      continue;
    }
    const stat = await fs.stat(file).catch(() => null);
    // File times are the machine's, not the (injectable) clock's.
    if (stat?.isFile() && Date.now() - stat.mtimeMs > ORPHAN_AGE_MS) await fs.rm(file, { force: true });
  }
  if (moved > 0) deps.log.info({ moved }, 'moved userpics from the uploads folder into the database');
  return moved;
}
