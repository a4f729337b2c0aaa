import { describe, expect, it } from 'vitest';
import couple from '../../mocks/couple.json';
import { decodeSessionParam, parseSessionJson } from './session-json.ts';

const user = {
  ...couple,
  brideName: 'Мария',
  subscriptions: { name: 'Месяц', expires: 3, expiresDate: '2030-01-01T00:00:00.000Z' },
};

describe('reading a session JSON support pasted', () => {
  it('takes a whole /whoami answer as it is', () => {
    expect(parseSessionJson(JSON.stringify(user))).toEqual({ ok: true, user });
  });

  it('says when the text is not JSON at all', () => {
    expect(parseSessionJson('{ brideName: Мария')).toEqual({ ok: false, problem: 'notJson' });
  });

  it('names the fields a /whoami answer would have and the text lacks or has wrong', () => {
    const { groomName: _groom, userpic: _pic, ...partial } = user;
    expect(parseSessionJson(JSON.stringify(partial))).toEqual({
      ok: false,
      problem: 'notSession',
      detail: 'missing groomName, userpic',
    });
    expect(parseSessionJson(JSON.stringify({ ...user, amountOfGuests: 'много', subscriptions: {} }))).toEqual({
      ok: false,
      problem: 'notSession',
      detail: 'wrong amountOfGuests, subscriptions',
    });
    expect(parseSessionJson('[]')).toMatchObject({ ok: false, problem: 'notSession' });
  });

  it('reads ?session= as the JSON itself or as base64 of it', () => {
    const json = JSON.stringify(user);
    expect(decodeSessionParam(json)).toBe(json);
    const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
    expect(decodeSessionParam(base64)).toBe(json);
  });
});
