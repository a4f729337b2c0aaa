import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { ReadOnlyPart } from '../../../components/page/read-only-part.tsx';
import { GiftLedger } from './gift-ledger.tsx';
import { MoneyPanel } from './money-panel.tsx';
import { WishlistPanel } from './wishlist-panel.tsx';
import './gifts-page.css';

/**
 * The gifts section (issue 41): the gifts received, which a helper may record too, and the couple's
 * wishlist and the site's money block, which stay theirs (read-only for a helper).
 */
export function GiftsPage() {
  const { t } = useTranslation(['gifts', 'sections']);
  return (
    <Page title={t('sections:gifts.title')}>
      <Tabs
        className="gifts-page__tabs"
        items={[
          { key: 'received', label: t('gifts:tabs.received'), children: <GiftLedger /> },
          {
            key: 'wishlist',
            label: t('gifts:tabs.wishlist'),
            children: (
              <ReadOnlyPart>
                <WishlistPanel />
              </ReadOnlyPart>
            ),
          },
          {
            key: 'money',
            label: t('gifts:tabs.money'),
            children: (
              <ReadOnlyPart>
                <MoneyPanel />
              </ReadOnlyPart>
            ),
          },
        ]}
      />
    </Page>
  );
}
