/**
 * E-mail addresses are compared without regard to letter case: the stored form is lower-cased,
 * so `Anna@Example.ru` and `anna@example.ru` are one account.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}
