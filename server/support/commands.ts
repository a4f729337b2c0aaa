import os from 'node:os';
import type { Kysely } from 'kysely';
import { CONFIRMATION_CODE_MINUTES } from '../../src/contract/account.ts';
import { subscriptionState } from '../../src/contract/session.ts';
import type { Database } from '../db/database.ts';
import { kopecksToAmountValue } from '../../src/contract/money.ts';
import { consultationDay, openConsultationSlots } from '../features/consultations/public.ts';
import { listPaymentsOfUser } from '../features/payments/public.ts';
import { findUserForSupport, findWeddingOf, loadSessionUser } from '../features/account/public.ts';
import {
  getSubscriptionSummary,
  grantSubscriptionDays,
  listSubscriptionGrants,
} from '../features/subscriptions/public.ts';
import type { Clock } from '../lib/clock.ts';

/*
 * The support desk's commands. Output is for the operator (English, like the logs); nothing secret
 * is ever printed: no password hashes, session tokens, confirmation codes or idempotence keys.
 */

export interface SupportIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** What the commands work on: the database, the server's clock and its own way of mailing a code. */
export interface SupportContext {
  db: Kysely<Database>;
  clock: Clock;
  /** Replaces the user's confirmation code and mails it, exactly as a resend from the app does. */
  sendConfirmationCode: (user: { id: string; email: string }) => Promise<void>;
}

interface Command {
  usage: string;
  summary: string;
  run: (context: SupportContext, args: ParsedArgs, io: SupportIo) => Promise<number>;
}

interface ParsedArgs {
  positional: string[];
  options: Record<string, string | true>;
}

const MAX_GRANT_DAYS = 3650;
const MAX_REASON_LENGTH = 500;

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

function parseArgs(argv: string[]): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
      if (inline !== undefined) options[name] = inline;
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) options[name] = argv[++i];
      else options[name] = true;
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

const commands: Record<string, Command> = {
  find: {
    usage: 'find <email> [--json]',
    summary: 'a user by e-mail, with their subscription, payments and support grants',
    async run({ db, clock }, { positional, options }, io) {
      const [email] = positional;
      if (!email) return usage(io, this.usage);
      const user = await findUserForSupport(db, email);
      if (!user) {
        io.err(`No user with the e-mail ${email}`);
        return EXIT.failed;
      }
      // The subscription and its grants are the user's wedding's; the payments the user's own.
      const weddingId = await findWeddingOf(db, user.id);
      const subscription = weddingId ? await getSubscriptionSummary(db, weddingId, clock.now()) : null;
      const payments = await listPaymentsOfUser(db, user.id);
      const grants = weddingId ? await listSubscriptionGrants(db, weddingId) : [];
      const report = {
        user,
        subscription: { state: subscriptionState(subscription), ...subscription },
        payments: payments.map((p) => ({
          id: p.id,
          tariff: p.tariff_id,
          days: p.days,
          amount: kopecksToAmountValue(p.amount_kopecks),
          currency: p.currency,
          provider: p.provider,
          providerPaymentId: p.provider_payment_id,
          status: p.status,
          createdAt: p.created_at,
          succeededAt: p.succeeded_at,
        })),
        grants,
      };
      if (options.json) {
        io.out(JSON.stringify(report, null, 2));
        return EXIT.ok;
      }
      io.out(`User          ${user.id}  ${user.email}`);
      io.out(`Names         ${user.bride_name ?? '-'} & ${user.groom_name ?? '-'}`);
      io.out(`Registered    ${user.created_at}  activated: ${user.activated_at ?? 'no'}`);
      io.out(
        subscription
          ? `Subscription  ${report.subscription.state}: ${subscription.name}, ${subscription.expires} day(s) left, ends ${subscription.expiresDate}`
          : 'Subscription  never subscribed',
      );
      io.out(`Payments      ${payments.length}`);
      for (const p of report.payments) {
        io.out(
          `  ${p.createdAt}  ${p.id}  ${p.tariff} ${p.days}d  ${p.amount} ${p.currency}  ${p.provider}:${p.providerPaymentId ?? '-'}  ${p.status}`,
        );
      }
      io.out(`Grants        ${grants.length}`);
      for (const g of grants) io.out(`  ${g.created_at}  +${g.days}d by ${g.granted_by}: ${g.reason}`);
      return EXIT.ok;
    },
  },

  grant: {
    usage: 'grant <email> <days> --reason "<why>" [--by <operator>]',
    summary: 'extends (or starts) a subscription by N days; the reason goes to the audit table',
    async run({ db, clock }, { positional, options }, io) {
      const [email, daysText] = positional;
      const reason = typeof options.reason === 'string' ? options.reason.trim() : '';
      if (!email || !daysText) return usage(io, this.usage);
      const days = Number(daysText);
      if (!/^\d+$/.test(daysText) || days < 1 || days > MAX_GRANT_DAYS) {
        io.err(`Days must be a whole number from 1 to ${MAX_GRANT_DAYS}, got "${daysText}"`);
        return EXIT.usage;
      }
      if (!reason) {
        io.err('A reason is required: --reason "<why>" (it is kept in the audit table)');
        return EXIT.usage;
      }
      if (reason.length > MAX_REASON_LENGTH) {
        io.err(`The reason is longer than ${MAX_REASON_LENGTH} characters`);
        return EXIT.usage;
      }
      const grantedBy = typeof options.by === 'string' && options.by.trim() ? options.by.trim() : operatorName();
      const user = await findUserForSupport(db, email);
      if (!user) {
        io.err(`No user with the e-mail ${email}`);
        return EXIT.failed;
      }
      const weddingId = await findWeddingOf(db, user.id);
      if (!weddingId) {
        io.err(`${user.email} is not a member of any wedding`);
        return EXIT.failed;
      }
      const extension = await grantSubscriptionDays(db, {
        weddingId,
        days,
        reason,
        grantedBy,
        now: clock.now(),
      });
      io.out(
        `Granted ${days} day(s) to ${user.email} (by ${grantedBy}): ends ${extension.newExpiresAt}` +
          ` (was ${extension.previousExpiresAt ?? 'never subscribed'})`,
      );
      return EXIT.ok;
    },
  },

  whoami: {
    usage: 'whoami <email>',
    summary: "prints the user's /whoami JSON, to paste into the mock app's support panel",
    async run({ db, clock }, { positional }, io) {
      const [email] = positional;
      if (!email) return usage(io, 'whoami <email>');
      const found = await findUserForSupport(db, email);
      const sessionUser = found ? await loadSessionUser(db, found.id, clock.now()) : null;
      if (!sessionUser) {
        io.err(`No user with the e-mail ${email}`);
        return EXIT.failed;
      }
      io.out(JSON.stringify(sessionUser, null, 2));
      return EXIT.ok;
    },
  },

  'consultation-slots': {
    usage: 'consultation-slots add <ISO time> [<ISO time> ...]',
    summary: 'opens 15-minute consultation slots at those starts (with an offset: 2027-03-01T12:00+03:00)',
    async run({ db, clock }, { positional }, io) {
      const [action, ...times] = positional;
      if (action !== 'add' || times.length === 0) return usage(io, this.usage);
      const now = clock.now();
      const starts: Date[] = [];
      for (const time of times) {
        const start = new Date(time);
        if (!ISO_WITH_OFFSET.test(time) || Number.isNaN(start.getTime())) {
          io.err(`"${time}" is not an ISO time with an offset, such as 2027-03-01T12:00+03:00`);
          return EXIT.usage;
        }
        if (start.getTime() <= now.getTime()) {
          io.err(`${time} has passed already`);
          return EXIT.usage;
        }
        starts.push(start);
      }
      const { opened, existing } = await openConsultationSlots(db, starts, now);
      for (const start of opened) io.out(`Opened   ${start}  (${moscowTime(start)} Moscow)`);
      for (const start of existing) io.out(`Existing ${start}  (${moscowTime(start)} Moscow), left as it was`);
      return EXIT.ok;
    },
  },

  consultations: {
    usage: 'consultations [<YYYY-MM-DD>]',
    summary: "a day's consultation slots (Moscow day; today by default) with who booked them and about what",
    async run({ db, clock }, { positional }, io) {
      const day = positional[0] ?? moscowDay(clock.now());
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) return usage(io, this.usage);
      const slots = await consultationDay(db, day);
      io.out(
        `Consultations on ${day} (Moscow): ${slots.filter((slot) => slot.booking).length} booked of ${slots.length}`,
      );
      for (const slot of slots) {
        const time = moscowTime(slot.startsAt).slice(-5);
        if (!slot.booking) {
          io.out(`  ${time}  free`);
          continue;
        }
        io.out(`  ${time}  ${slot.booking.couple}  ${slot.booking.addresses.join(', ')}`);
        for (const line of slot.booking.topic.split('\n')) io.out(`         ${line}`);
      }
      return EXIT.ok;
    },
  },

  'resend-code': {
    usage: 'resend-code <email>',
    summary: 'mails a new confirmation code to an account not yet confirmed (the code is not shown)',
    async run({ db, sendConfirmationCode }, { positional }, io) {
      const [email] = positional;
      if (!email) return usage(io, 'resend-code <email>');
      const user = await findUserForSupport(db, email);
      if (!user) {
        io.err(`No user with the e-mail ${email}`);
        return EXIT.failed;
      }
      if (user.activated_at) {
        io.err(`${user.email} is already confirmed (since ${user.activated_at}); no code is needed`);
        return EXIT.failed;
      }
      await sendConfirmationCode(user);
      io.out(
        `A new confirmation code was mailed to ${user.email}; it is valid for ${CONFIRMATION_CODE_MINUTES} minutes`,
      );
      return EXIT.ok;
    },
  },
};

/** A time a person types for a slot: ISO 8601 with a date, a time and an offset (or Z). */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** `YYYY-MM-DD HH:MM` in Moscow time (UTC+3 all year, so no time-zone table is needed). */
function moscowTime(iso: string): string {
  return new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

function moscowDay(now: Date): string {
  return moscowTime(now.toISOString()).slice(0, 10);
}

function operatorName(): string {
  return process.env.SUPPORT_OPERATOR?.trim() || os.userInfo().username;
}

function usage(io: SupportIo, line: string): number {
  io.err(`Usage: npm run support -- ${line}`);
  return EXIT.usage;
}

export function helpText(): string {
  const lines = ['Usage: npm run support -- <command>', '', 'Commands:'];
  for (const command of Object.values(commands)) lines.push(`  ${command.usage}`, `      ${command.summary}`);
  return lines.join('\n');
}

/** Runs one support command; answers the process exit code (0 done, 1 failed, 2 bad usage). */
export async function runSupportCommand(context: SupportContext, argv: string[], io: SupportIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    (name ? io.out : io.err)(helpText());
    return name ? EXIT.ok : EXIT.usage;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    io.err(`Unknown command "${name}"\n\n${helpText()}`);
    return EXIT.usage;
  }
  return command.run(context, parseArgs(rest), io);
}
