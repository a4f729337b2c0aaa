import { Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import type { GuestDictionaries } from '../api/use-guest-dictionaries.ts';
import { GuestAnswersSection } from './guest-answers.tsx';
import { useGuestDisplayName } from './guest-name.tsx';

/** The details card of one guest: every field in words, then the guest's answers to the invitation. */
export function GuestDetails({
  guest,
  dictionaries,
  onClose,
}: {
  guest: Guest | null;
  dictionaries: GuestDictionaries;
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const displayName = useGuestDisplayName();
  return (
    <Drawer open={guest !== null} onClose={onClose} title={guest ? displayName(guest) : ''} size="min(420px, 100vw)">
      {guest && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('form.name')}>{guest.name}</Descriptions.Item>
          <Descriptions.Item label={t('columns.withHalf')}>{t(guest.withHalf ? 'yes' : 'no')}</Descriptions.Item>
          {guest.withHalf && (
            <Descriptions.Item label={t('form.halfName')}>{guest.halfName ?? t('form.halfNameHint')}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('form.from')}>{dictionaries.from.nameOf(guest.from)}</Descriptions.Item>
          <Descriptions.Item label={t('form.children')}>
            {dictionaries.children.nameOf(guest.children)}
          </Descriptions.Item>
          <Descriptions.Item label={t('form.category')}>
            {guest.category.map((code) => (
              <Tag key={code}>{dictionaries.category.nameOf(code)}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('form.email')}>
            {guest.email ? <a href={`mailto:${guest.email}`}>{guest.email}</a> : t('details.noContact')}
          </Descriptions.Item>
          <Descriptions.Item label={t('form.phone')}>
            {guest.phone ? (
              <a href={`tel:${guest.phone.replace(/[^\d+]/g, '')}`}>{guest.phone}</a>
            ) : (
              t('details.noContact')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('form.comment')}>{guest.comment || t('page.noComment')}</Descriptions.Item>
          <Descriptions.Item label={t('columns.checked')}>{t(guest.checked ? 'yes' : 'no')}</Descriptions.Item>
        </Descriptions>
      )}
      {guest && <GuestAnswersSection guest={guest} />}
    </Drawer>
  );
}
