import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import privacy from '../../locales/ru/privacy.json';
import { BUNDLED_NAMESPACES } from '../../src/lib/i18n-namespaces.ts';
import { LAZY_NAMESPACES, lazyJsonBackend } from '../../src/lib/i18n.ts';

function PrivacyTitle() {
  const { t } = useTranslation('privacy');
  return <h1>{t('title')}</h1>;
}

describe('namespaces outside the entry', () => {
  it('are every app namespace but the bundled ones (server-only texts stay out of the app)', () => {
    expect(LAZY_NAMESPACES).toEqual(expect.arrayContaining(['privacy', 'settings', 'subscriptions', 'wizard']));
    const notLazy = [...BUNDLED_NAMESPACES, 'mail', 'checkout', 'advices'];
    expect(LAZY_NAMESPACES.filter((namespace) => notLazy.includes(namespace))).toEqual([]);
  });

  it('load when a component first asks for one, with nothing registered beforehand', async () => {
    const i18n = i18next.createInstance();
    await i18n
      .use(lazyJsonBackend)
      .use(initReactI18next)
      .init({ lng: 'ru', fallbackLng: false, ns: [], resources: {}, partialBundledLanguages: true });
    expect(i18n.hasResourceBundle('ru', 'privacy')).toBe(false);

    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>…</p>}>
          <PrivacyTitle />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: privacy.title })).toBeInTheDocument();
  });
});
