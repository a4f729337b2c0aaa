import { Button, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevokeShare, useShareLink } from '../api/wedding-day.ts';

/** The day's public link: copy it, open it, or revoke it (the old address then answers 404). */
export function ShareModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wedding-day');
  const link = useShareLink(open);
  const revoke = useRevokeShare();
  const [copied, setCopied] = useState(false);
  const url = link.data?.url;

  return (
    <Modal open={open} title={t('share.title')} onCancel={onClose} footer={null} centered destroyOnHidden>
      <p>{t('share.text')}</p>
      {url ? (
        <Space.Compact className="wedding-day-share__link">
          <Input readOnly value={url} aria-label={t('share.link')} data-testid="day-share-url" />
          <Button type="primary" onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}>
            {copied ? t('share.copied') : t('share.copy')}
          </Button>
        </Space.Compact>
      ) : (
        <p className="wedding-day__muted">{link.status === 'rejected' ? t('share.failed') : t('share.making')}</p>
      )}
      <div className="wedding-day-share__actions">
        {url ? (
          <Button href={url} target="_blank" rel="noopener noreferrer">
            {t('share.open')}
          </Button>
        ) : null}
        <Popconfirm
          title={t('share.revokeTitle')}
          description={t('share.revokeText')}
          okText={t('share.revokeOk')}
          cancelText={t('form.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => {
            onClose();
            return revoke.trigger().catch(() => undefined);
          }}
        >
          <Button danger disabled={!url || undefined} loading={revoke.isMutating}>
            {t('share.revoke')}
          </Button>
        </Popconfirm>
      </div>
    </Modal>
  );
}
