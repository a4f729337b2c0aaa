import { Descriptions, Drawer, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Contractor } from '../../../contract/contractors.ts';
import { formatRoubles } from '../../../contract/money.ts';
import { ContactLinks, StatusTag } from './contractor-bits.tsx';
import { ContractorFiles } from './contractor-files.tsx';
import { ContractorPayments } from './contractor-payments.tsx';

/** One contractor opened: contacts, price and comment, its payments (budget items) and its files. */
export function ContractorDetails({ contractor, onClose }: { contractor: Contractor | null; onClose: () => void }) {
  const { t } = useTranslation('contractors');
  // A phone gets the whole width; a wide screen a side panel beside the board.
  const wide = Grid.useBreakpoint().sm ?? true;
  return (
    <Drawer
      open={contractor !== null}
      onClose={onClose}
      title={contractor?.name}
      size={wide ? 520 : '100%'}
      destroyOnHidden
      closable={{ 'aria-label': t('details.close') }}
    >
      {contractor && (
        <div className="contractor-details">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'kind', label: t('details.kind'), children: t(`categories.${contractor.category}`) },
              { key: 'status', label: t('details.status'), children: <StatusTag status={contractor.status} /> },
              {
                key: 'price',
                label: t('details.price'),
                children: contractor.price === null ? '—' : formatRoubles(contractor.price),
              },
              ...(contractor.comment
                ? [{ key: 'comment', label: t('details.comment'), children: contractor.comment }]
                : []),
            ]}
          />
          <ContactLinks contractor={contractor} />
          <ContractorPayments contractor={contractor} />
          <ContractorFiles contractor={contractor} />
        </div>
      )}
    </Drawer>
  );
}
