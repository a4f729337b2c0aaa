import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './support/render-with-providers.tsx';

const operator = vi.hoisted(() => ({ privacyOperator: '', privacyAddress: '', privacyEmail: '' }));

vi.mock('../../src/lib/config.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/config.ts')>();
  // Read at render time, so each test sets the build-time values it needs.
  const appConfig = new Proxy(original.appConfig, {
    get: (target, key: string) =>
      key in operator ? operator[key as keyof typeof operator] : target[key as keyof typeof target],
  });
  return { ...original, appConfig };
});

const { PrivacyPage } = await import('../../src/features/privacy/components/privacy-page.tsx');

function renderPolicy() {
  // renderWithProviders brings a router of its own.
  return renderWithProviders(<PrivacyPage />);
}

describe('the privacy policy names its operator from the build configuration', () => {
  beforeEach(() => {
    Object.assign(operator, { privacyOperator: '', privacyAddress: '', privacyEmail: '' });
  });

  it('shows the operator, the postal address and a mail link to the configured address', () => {
    Object.assign(operator, {
      privacyOperator: 'ООО «Свадебные технологии», ОГРН 1234567890123',
      privacyAddress: '101000, Москва, ул. Мясницкая, д. 1',
      privacyEmail: 'privacy@svadba.example.ru',
    });
    renderPolicy();
    expect(screen.getByRole('heading', { level: 2, name: 'Оператор и контакты' })).toBeInTheDocument();
    expect(
      screen.getByText('Оператор персональных данных: ООО «Свадебные технологии», ОГРН 1234567890123.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Почтовый адрес Оператора: 101000, Москва, ул. Мясницкая, д. 1.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@svadba.example.ru' })).toHaveAttribute(
      'href',
      'mailto:privacy@svadba.example.ru',
    );
  });

  it('invents no operator or address when none is configured', () => {
    renderPolicy();
    expect(screen.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Оператор и контакты' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('localhost');
  });
});
