import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { createPasswordHasher, OWASP_ARGON2_COST } from './passwords.ts';

const cheap = { memoryKiB: 64, passes: 1, parallelism: 1 };

describe('password hashing', () => {
  it('defaults to OWASP’s argon2id minimum', () => {
    expect(createPasswordHasher().cost).toEqual({ memoryKiB: 19456, passes: 2, parallelism: 1 });
    expect(OWASP_ARGON2_COST.memoryKiB).toBeGreaterThanOrEqual(19456);
  });

  it('writes the PHC string with its cost and a fresh salt each time', async () => {
    const hasher = createPasswordHasher(cheap);
    const a = await hasher.hash('Свадьба-2027');
    const b = await hasher.hash('Свадьба-2027');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const hasher = createPasswordHasher(cheap);
    const stored = await hasher.hash('Свадьба-2027');
    expect(await hasher.verify('Свадьба-2027', stored)).toBe(true);
    expect(await hasher.verify('свадьба-2027', stored)).toBe(false);
    expect(await hasher.verify('Свадьба-2027', 'not a hash')).toBe(false);
    expect(await hasher.verify('Свадьба-2027', null)).toBe(false);
  });

  it('treats composed and decomposed letters as the same password', async () => {
    const hasher = createPasswordHasher(cheap);
    const stored = await hasher.hash('Пётр-ёлка'.normalize('NFC'));
    expect(await hasher.verify('Пётр-ёлка'.normalize('NFD'), stored)).toBe(true);
  });

  it('reads hashes made at another cost, and asks to rehash the cheaper ones', async () => {
    const old = await createPasswordHasher(cheap).hash('Свадьба-2027');
    const today = createPasswordHasher({ memoryKiB: 128, passes: 2, parallelism: 1 });
    expect(await today.verify('Свадьба-2027', old)).toBe(true);
    expect(today.needsRehash(old)).toBe(true);
    expect(today.needsRehash(await today.hash('Свадьба-2027'))).toBe(false);
  });

  it('takes as long for an unknown address as for a known one', async () => {
    const hasher = createPasswordHasher(OWASP_ARGON2_COST);
    const stored = await hasher.hash('Свадьба-2027');
    await hasher.verify('warm-up', null);
    // Alternating, so a busy machine slows both kinds alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      for (const [encoded, times] of [
        [stored, known],
        [null, unknown],
      ] as const) {
        const start = performance.now();
        await hasher.verify('Неверный-пароль', encoded);
        times.push(performance.now() - start);
      }
    }
    const median = (times: number[]) => [...times].sort((x, y) => x - y)[3];
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('common passwords', () => {
  it('knows the usual ones in any letter case, Russian ones too', () => {
    for (const password of ['password', 'QWERTY123', '12345678', 'iloveyou', 'йцукен', 'Пароль']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Свадьба-в-июне-2027')).toBe(false);
  });
});
