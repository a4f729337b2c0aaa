import { describe, expect, it } from 'vitest';
import { hashConfirmationCode, newConfirmationCode, newRestoreToken, sameHash } from './codes.ts';
import { escapeHtml } from '../../lib/html.ts';
import { restoreMail } from './mails.ts';

describe('confirmation codes and restore tokens', () => {
  it('makes 6-digit codes, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newConfirmationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });

  it('binds a code’s hash to its user', () => {
    expect(hashConfirmationCode('u_a', '123456')).not.toBe(hashConfirmationCode('u_b', '123456'));
    expect(sameHash(hashConfirmationCode('u_a', '123456'), hashConfirmationCode('u_a', '123456'))).toBe(true);
    expect(sameHash(hashConfirmationCode('u_a', '123456'), hashConfirmationCode('u_a', '123457'))).toBe(false);
  });

  it('makes restore tokens of 192 random bits, URL-safe', () => {
    const token = newRestoreToken();
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(newRestoreToken()).not.toBe(token);
  });
});

describe('mail templates', () => {
  it('escapes values in the HTML part but not in the text part', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    const mail = restoreMail('anna+wed@example.ru', 'tok', 'https://wedding.example.ru');
    const link = 'https://wedding.example.ru/profile/new-password?email=anna%2Bwed%40example.ru&token=tok';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace('&', '&amp;'));
    expect(mail.html).not.toContain('{{');
  });
});
