import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { weddingFit } from '../../src/features/subscriptions/components/tariff-card.tsx';
import { renderApp } from './support/render-app.tsx';
import { dismissExpiryModal, mockUser } from './support/subscription.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 22, item 7: tariff texts fit the couple's own date instead of promising «хватит на всю подготовку». */
describe('a tariff measured against the couple’s date', () => {
  it('says when half a year runs out before a wedding 262 days away', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const wedding = new Date(now.getTime() + 262 * DAY_MS).toISOString();
    expect(weddingFit(180, wedding, null, now)).toMatchObject({ covers: false, daysShort: 82 });
    expect(weddingFit(180, new Date(now.getTime() + 100 * DAY_MS).toISOString(), null, now)).toMatchObject({
      covers: true,
    });
    // Bought on top of a subscription running 30 more days, it starts from there.
    const expires = new Date(now.getTime() + 30 * DAY_MS).toISOString();
    expect(weddingFit(180, wedding, expires, now)).toMatchObject({ covers: false, daysShort: 52 });
    expect(weddingFit(180, null, null, now)).toBeNull();
  });

  it('on the tariffs page, no tariff promises the whole preparation to a couple it would not last for', async () => {
    renderApp('/subscriptions', 'active', () => {
      mockUser().registrationDate = new Date(Date.now() + 262 * DAY_MS).toISOString();
      dismissExpiryModal();
    });
    const cards = await screen.findAllByTestId('tariff');
    expect(document.body).not.toHaveTextContent('хватит на всю подготовку');
    const sixMonths = cards.find((card) => card.textContent?.includes('Полгода'))!;
    expect(within(sixMonths).getByTestId('tariff-fit')).toHaveTextContent(
      /^Закончится \d+ \S+ \d{4}, за \d+ (день|дня|дней) до вашей регистрации: потом подписку можно продлить\.$/,
    );
  });
});
