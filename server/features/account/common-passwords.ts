import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The 10,000 most common passwords of at least 4 characters, lower-cased, from the ranked list of
 * zxcvbn-ts (@zxcvbn-ts/language-common, MIT, itself from leaked-password frequency studies), plus a
 * few Russian keyboard walks and words. Shorter ones are already refused by the length rule.
 */
const listFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

const commonPasswords = new Set(
  fs
    .readFileSync(listFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
);

/** Whether a password is among the most common ones, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.normalize('NFC').toLowerCase());
}
