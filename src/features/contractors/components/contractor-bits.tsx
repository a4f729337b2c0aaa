import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { phoneHref, siteHref, type Contractor, type ContractorStatus } from '../../../contract/contractors.ts';
import { formatRoubles } from '../../../contract/money.ts';

const STATUS_COLORS: Record<ContractorStatus, string> = {
  looking: 'default',
  talking: 'processing',
  booked: 'gold',
  paid: 'success',
};

/** The status (looking, talking, booked, paid) as a coloured tag. */
export function StatusTag({ status }: { status: ContractorStatus }) {
  const { t } = useTranslation('contractors');
  return <Tag color={STATUS_COLORS[status]}>{t(`statuses.${status}`)}</Tag>;
}

/** Phone, e-mail and site as links a phone can follow (a call, a letter, the page). */
export function ContactLinks({ contractor }: { contractor: Contractor }) {
  const { t } = useTranslation('contractors');
  const { phone, email, site } = contractor;
  if (!phone && !email && !site) return null;
  return (
    <ul className="contractor-links" aria-label={t('card.contacts', { name: contractor.name })}>
      {phone && (
        <li>
          <a href={phoneHref(phone)}>{phone}</a>
        </li>
      )}
      {email && (
        <li>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
      {site && (
        <li>
          <a href={siteHref(site)} target="_blank" rel="noopener noreferrer">
            {site.replace(/^https?:\/\//i, '')}
          </a>
        </li>
      )}
    </ul>
  );
}

/** The price, what its payments in the budget say is paid and still due, and a payment overdue or due soon. */
export function MoneyLine({ contractor }: { contractor: Contractor }) {
  const { t } = useTranslation('contractors');
  const overdue = contractor.payments.some((payment) => payment.due === 'overdue');
  const soon = !overdue && contractor.payments.some((payment) => payment.due === 'soon');
  return (
    <p className="contractor-money">
      <span>
        {contractor.price === null ? t('card.noPrice') : t('card.price', { amount: formatRoubles(contractor.price) })}
      </span>
      {contractor.payments.length > 0 && (
        <>
          {contractor.paidTotal > 0 && (
            <span className="contractor-money__paid">
              {t('card.paid', { amount: formatRoubles(contractor.paidTotal) })}
            </span>
          )}
          {contractor.dueTotal > 0 && (
            <span className="contractor-money__due">
              {t('card.due', { amount: formatRoubles(contractor.dueTotal) })}
            </span>
          )}
          {overdue && <Tag color="error">{t('card.overdue')}</Tag>}
          {soon && <Tag color="warning">{t('card.soon')}</Tag>}
        </>
      )}
    </p>
  );
}

/** Edit and remove, each naming the contractor for screen readers (board and list). */
export function ContractorActions({
  contractor,
  onEdit,
  onRemove,
}: {
  contractor: Contractor;
  onEdit: (contractor: Contractor) => void;
  onRemove: (contractor: Contractor) => void;
}) {
  const { t } = useTranslation('contractors');
  return (
    <>
      <Button
        type="text"
        icon={<EditOutlined />}
        aria-label={`${t('actions.edit')}: ${contractor.name}`}
        title={t('actions.edit')}
        onClick={() => onEdit(contractor)}
      />
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={`${t('actions.remove')}: ${contractor.name}`}
        title={t('actions.remove')}
        onClick={() => onRemove(contractor)}
      />
    </>
  );
}
