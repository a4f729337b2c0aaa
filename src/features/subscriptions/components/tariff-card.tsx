import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionVariant } from '../../../contract/subscriptions.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatRoubles } from '../../../contract/money.ts';
import { useSessionState } from '../../../lib/services/services-context.tsx';
import { chargedPrice, pricePerMonth } from '../tariff-prices.ts';

/** Days the month tariff buys; a tariff of another length also shows its price per month. */
const MONTH_DAYS = 30;

/**
 * One tariff: title, price (the full one struck through when discounted), price per month, text
 * and the payment button. The button is a plain link to the variant's `uri`: the browser leaves the
 * app for the server, which records the payment and sends it on to the provider's checkout.
 */
export function TariffCard({ variant }: { variant: SubscriptionVariant }) {
  const { t } = useTranslation('subscriptions');
  const { session } = useSessionState();
  const fit = weddingFit(variant.days, session?.registrationDate ?? null, session?.subscriptions?.expiresDate ?? null);
  const titleId = useId();
  const charged = chargedPrice(variant);
  const perMonth = pricePerMonth(variant);
  const className = variant.isProfitable ? 'tariff-card tariff-card--profitable' : 'tariff-card';

  return (
    <li className={className} aria-labelledby={titleId} data-testid="tariff">
      {variant.isProfitable ? <span className="tariff-card__badge">{t('page.profitable')}</span> : null}
      <h3 className="tariff-card__title" id={titleId}>
        {variant.title}
      </h3>
      <p className="tariff-card__price">
        <span className="tariff-card__charged">{formatRoubles(charged)}</span>
        {variant.discountPrice !== null ? (
          <span className="tariff-card__full">
            <span className="visually-hidden">{t('page.fullPriceLabel')} </span>
            <del>{formatRoubles(variant.price)}</del>
          </span>
        ) : null}
      </p>
      {variant.days !== MONTH_DAYS ? (
        <p className="tariff-card__per-month">
          {t(perMonth.exact ? 'page.perMonth' : 'page.perMonthApprox', { price: formatRoubles(perMonth.roubles) })}
        </p>
      ) : null}
      <p className="tariff-card__text">{variant.text}</p>
      {fit ? (
        <p className="tariff-card__fit" data-testid="tariff-fit">
          {fit.covers
            ? t('page.coversWedding', { date: formatDate(fit.wedding) })
            : t('page.endsBefore', { end: formatDate(fit.end), count: fit.daysShort })}
        </p>
      ) : null}
      <Button className="tariff-card__pay" type="primary" size="large" block href={variant.uri}>
        {t('page.pay', { price: formatRoubles(charged) })}
      </Button>
    </li>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a tariff means for this couple's own date: the days it buys, from the end of the current
 * subscription (or today), against the registration. None without a date or after the wedding.
 */
export function weddingFit(
  days: number,
  registrationDate: string | null,
  expiresDate: string | null,
  now = new Date(),
) {
  if (!registrationDate) return null;
  const wedding = new Date(registrationDate);
  if (wedding.getTime() <= now.getTime()) return null;
  const start = Math.max(now.getTime(), expiresDate ? Date.parse(expiresDate) : 0);
  const end = new Date(start + days * DAY_MS);
  const daysShort = Math.ceil((wedding.getTime() - end.getTime()) / DAY_MS);
  return { covers: daysShort <= 0, wedding: wedding.toISOString(), end: end.toISOString(), daysShort };
}
