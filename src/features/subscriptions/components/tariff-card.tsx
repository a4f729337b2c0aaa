import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionVariant } from '../../../contract/subscriptions.ts';
import { formatRoubles } from '../../../lib/format.ts';
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
      <Button className="tariff-card__pay" type="primary" size="large" block href={variant.uri}>
        {t('page.pay', { price: formatRoubles(charged) })}
      </Button>
    </li>
  );
}
