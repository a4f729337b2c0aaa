import { useTranslation } from 'react-i18next';
import type { GiftSummary as Figures } from '../../../contract/gifts.ts';
import { formatRoubles } from '../../../contract/money.ts';

/** The ledger in figures (GET /gifts/summary): the money, the things, who was thanked and who waits. */
export function GiftSummary({ figures }: { figures: Figures }) {
  const { t } = useTranslation('gifts');
  return (
    <dl className="gift-summary" data-testid="gift-summary" aria-label={t('summary.label')}>
      <div>
        <dt>{t('summary.money')}</dt>
        <dd>{formatRoubles(figures.money)}</dd>
      </div>
      <div>
        <dt>{t('summary.items')}</dt>
        <dd>{t('summary.itemsCount', { count: figures.items })}</dd>
      </div>
      <div>
        <dt>{t('summary.thanked')}</dt>
        <dd>{t('summary.giftsCount', { count: figures.thanked })}</dd>
      </div>
      <div>
        <dt>{t('summary.waiting')}</dt>
        <dd>{t('summary.giftsCount', { count: figures.notThanked })}</dd>
      </div>
    </dl>
  );
}
