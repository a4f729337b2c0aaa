import { describe, expect, it } from 'vitest';
import { clientKeyOf, tooManyRequests } from './rate-limit.ts';

describe('client keys', () => {
  it('counts an IPv4 client by its address, also when mapped into IPv6', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64 network', () => {
    expect(clientKeyOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the 429 answer', () => {
  it('says when to try again in Russian, with Retry-After in seconds', () => {
    expect(tooManyRequests(1).message).toBe('Слишком много попыток. Повторите через 1 секунду.');
    expect(tooManyRequests(42).message).toBe('Слишком много попыток. Повторите через 42 секунды.');
    expect(tooManyRequests(59.2).headers['retry-after']).toBe('60');
    expect(tooManyRequests(900).message).toBe('Слишком много попыток. Повторите через 15 минут.');
    expect(tooManyRequests(21 * 60).message).toBe('Слишком много попыток. Повторите через 21 минуту.');
  });
});
