import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
}

describe('YooKassa configuration', () => {
  it('takes payments through the embedded checkout when no shop is configured', () => {
    expect(loadConfig({}).yookassa).toBeNull();
  });

  it('switches to YooKassa when both the shop id and the secret key are set, with the public API by default', () => {
    expect(loadConfig({ YOOKASSA_SHOP_ID: '123456', YOOKASSA_SECRET_KEY: 'live_abc' }).yookassa).toEqual({
      shopId: '123456',
      secretKey: 'live_abc',
      apiUrl: 'https://api.yookassa.ru/v3',
      vatCode: 1,
    });
    expect(
      loadConfig({
        YOOKASSA_SHOP_ID: '1',
        YOOKASSA_SECRET_KEY: 's',
        YOOKASSA_API_URL: 'http://127.0.0.1:9000/v3/',
        YOOKASSA_VAT_CODE: '4',
      }).yookassa,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:9000/v3', vatCode: 4 });
  });

  it('stops on half a configuration or bad values, naming each variable', () => {
    expect(problemsOf({ YOOKASSA_SHOP_ID: '123456' })).toContain('YOOKASSA_SECRET_KEY');
    expect(problemsOf({ YOOKASSA_SECRET_KEY: 'live_abc' })).toContain('YOOKASSA_SHOP_ID');
    const problems = problemsOf({
      YOOKASSA_SHOP_ID: 'shop',
      YOOKASSA_SECRET_KEY: 'k',
      YOOKASSA_API_URL: 'ftp://yookassa',
      YOOKASSA_VAT_CODE: '99',
    });
    for (const name of ['YOOKASSA_SHOP_ID', 'YOOKASSA_API_URL', 'YOOKASSA_VAT_CODE']) expect(problems).toContain(name);
  });
});
