import fs from 'node:fs/promises';
import path from 'node:path';
import {
  profileDateProblems,
  serverEarliestDate,
  type ProfileDateProblem,
  type ProfileUpdate,
} from '../../../src/contract/account.ts';
import type { UserUpdate, WeddingAnswersColumns } from '../../db/database.ts';
import { flushDeletedRows } from '../../db/erasure.ts';
import { HttpError, refuseWith } from '../../lib/http-error.ts';
import { answersChangeRefusal, dateProblemMessages } from '../../../src/contract/profile-rules.ts';
import { t } from '../../lib/i18n.ts';
import type { AccountDeps } from './deps.ts';
import type { ReceivedProfileForm } from './profile-form.ts';
import { getSubscriptionSummary } from '../subscriptions/public.ts';
import { accountDeletedMail } from './mails.ts';
import * as repository from './repository.ts';

/** The 422 of dates refused against the calendar or each other, one message per field. */
export function dateProblemsError(problems: ProfileDateProblem[]): HttpError {
  const messages = dateProblemMessages(problems, t);
  return new HttpError(422, messages[0].text, messages);
}

/** The form's fields split into the person's own (users) and the wedding's answers (weddings). */
function toColumns(fields: ProfileUpdate): { own: UserUpdate; answers: Partial<WeddingAnswersColumns> } {
  const own: UserUpdate = {};
  const answers: Partial<WeddingAnswersColumns> = {};
  const date = (value: string) => new Date(value).toISOString();
  if (fields.brideName !== undefined) answers.bride_name = fields.brideName;
  if (fields.groomName !== undefined) answers.groom_name = fields.groomName;
  if (fields.registrationDate !== undefined) answers.registration_date = date(fields.registrationDate);
  if (fields.banquetDate !== undefined) answers.banquet_date = date(fields.banquetDate);
  if (fields.registrationLocation !== undefined) answers.registration_location = fields.registrationLocation;
  if (fields.banquetLocation !== undefined) answers.banquet_location = fields.banquetLocation;
  if (fields.amountOfGuests !== undefined) answers.amount_of_guests = fields.amountOfGuests;
  if (fields.isShowAdvice !== undefined) own.is_show_advice = fields.isShowAdvice ? 1 : 0;
  if (fields.isShowInitWizard !== undefined) own.is_show_init_wizard = fields.isShowInitWizard ? 1 : 0;
  return { own, answers };
}

/** The answers that differ from the stored ones: a form sending a value unchanged changes nothing. */
function changedAnswers(
  answers: Partial<WeddingAnswersColumns>,
  stored: WeddingAnswersColumns | undefined,
): Partial<WeddingAnswersColumns> {
  const entries = Object.entries(answers) as Array<[keyof WeddingAnswersColumns, string | number | null]>;
  return Object.fromEntries(entries.filter(([column, value]) => stored?.[column] !== value));
}

/**
 * Saves profile fields and, if one came, the new userpic. The person's own fields (userpic, the
 * advice and wizard toggles) go to their user row; the wizard's answers go to their wedding, shared
 * by its members: a helper may not change them (403), nor may a user without a wedding. The
 * picture is re-encoded first; then the picture, the rows and the removal of the old picture
 * commit together (the file store is the database), so no failure leaves a picture behind or a
 * row pointing nowhere. Two members saving at once: the last write wins, field by field.
 */
export async function updateProfile(deps: AccountDeps, userId: string, form: ReceivedProfileForm): Promise<void> {
  const { own, answers } = toColumns(form.fields);
  const picture = form.picture ? await deps.uploads.encodeUserpic(form.picture) : null;
  const lock = deps.engine === 'postgres';
  await deps.db.transaction().execute(async (trx) => {
    const user = await repository.findUserById(trx, userId, { lock });
    if (!user) throw new HttpError(401, t('errors:server.unauthorized'));
    const membership = await repository.findMembership(trx, userId);
    const stored = membership ? await repository.findWeddingAnswers(trx, membership.weddingId, { lock }) : undefined;
    const changes = changedAnswers(answers, stored);
    refuseWith(answersChangeRefusal(Object.keys(changes).length > 0, membership?.role));
    const now = deps.clock.now();
    const problems = profileDateProblems(
      { registrationDate: form.fields.registrationDate, banquetDate: form.fields.banquetDate },
      { registrationDate: stored?.registration_date ?? null, banquetDate: stored?.banquet_date ?? null },
      serverEarliestDate(now),
      now,
    );
    if (problems.length > 0) throw dateProblemsError(problems);
    if (picture) {
      await deps.uploads.save(trx, userId, 'userpic', picture);
      await deps.uploads.remove(trx, user.userpic);
      own.userpic = picture.name;
    }
    await repository.updateUser(trx, userId, { ...own, updated_at: now.toISOString() });
    if (membership) await repository.updateWeddingAnswers(trx, membership.weddingId, changes);
  });
}

/**
 * Deletes the account: the user row and with it (ON DELETE CASCADE) sessions, codes, tokens, the
 * stored files and the wedding membership, in one transaction. The wedding's plan stays with the
 * other members (an owner's going hands the wedding to the first partner); the last member's
 * deletion removes the wedding and its plan with it.
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
    if (weddingId && !weddingGone) await repository.handOverOwnership(trx, weddingId);
    return { email: user.email, weddingGone };
  });
  await flushDeletedRows(deps.db, deps.engine);
  if (!deleted) return;
  const lost =
    deleted.weddingGone && subscription && subscription.expires > 0
      ? { days: subscription.expires, until: subscription.expiresDate }
      : null;
  deps.background(async () => {
    // What was mailed to the address (codes, links, invitations with names) goes with the account;
    // the mail saying it is deleted comes after.
    await deps.mail.forget(deleted.email);
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
