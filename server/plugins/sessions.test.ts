import { describe, expect, it } from 'vitest';
import { sessionTokenOf } from './sessions.ts';

describe('reading the session cookie', () => {
  const token = 'q0Yk3x_Vb-9aZ2mN4pL7rT1sU8wX5yC6dE0fG3hJ2kM';

  it('finds the session cookie among others, by its exact name', () => {
    expect(sessionTokenOf(`session=${token}`)).toBe(token);
    expect(sessionTokenOf(`theme=dark; session=${token}; lang=ru`)).toBe(token);
    expect(sessionTokenOf(`xsession=other; session=${token}`)).toBe(token);
    expect(sessionTokenOf(` session = ${token} `)).toBe(token);
  });

  it('takes the first of two, as cookie parsers do', () => {
    expect(sessionTokenOf(`session=${token}; session=second`)).toBe(token);
  });

  it('answers nothing without a cookie that can be one of our tokens', () => {
    expect(sessionTokenOf(undefined)).toBeUndefined();
    expect(sessionTokenOf('')).toBeUndefined();
    expect(sessionTokenOf('theme=dark')).toBeUndefined();
    expect(sessionTokenOf('session=')).toBeUndefined();
    expect(sessionTokenOf('session')).toBeUndefined();
    expect(sessionTokenOf('session="quoted"')).toBeUndefined();
    expect(sessionTokenOf('session=a%20b')).toBeUndefined();
    expect(sessionTokenOf(`session=${'a'.repeat(129)}`)).toBeUndefined();
  });
});
