import { Button, Card, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWeddingStorage } from '../api/wedding-storage.ts';

const MEGABYTE = 1024 * 1024;
const GIGABYTE = 1024 * MEGABYTE;
const number = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** A size in megabytes (whole from 10 on) or gigabytes; under a megabyte with its tenth, so a first file shows. */
function sizeOf(bytes: number): { unit: 'mb' | 'gb'; value: string } {
  if (bytes >= GIGABYTE) return { unit: 'gb', value: number.format(bytes / GIGABYTE) };
  const megabytes = bytes / MEGABYTE;
  return { unit: 'mb', value: megabytes >= 10 ? number.format(Math.round(megabytes)) : number.format(megabytes) };
}

/**
 * The wedding's file storage in the settings: how much of the quota its contracts and board pictures
 * take, so the couple sees the limit coming before an upload is refused.
 */
export function StorageCard() {
  const { t } = useTranslation('wedding');
  const storage = useWeddingStorage();
  const size = (bytes: number) => {
    const { unit, value } = sizeOf(bytes);
    return t(`storage.${unit}`, { value });
  };
  const data = storage.data;
  const percent = data ? Math.min(100, Math.round((data.used / data.quota) * 100)) : 0;
  return (
    <Card title={<h2 className="settings-page__section-title">{t('storage.title')}</h2>} data-testid="storage-card">
      {storage.status === 'rejected' && (
        <p role="alert">
          {t('storage.loadFailed')}{' '}
          <Button size="small" onClick={storage.reload}>
            {t('members.retry')}
          </Button>
        </p>
      )}
      {data && (
        <>
          <p>{t('storage.used', { used: size(data.used), quota: size(data.quota) })}</p>
          <Progress
            percent={percent}
            showInfo={false}
            status={percent >= 90 ? 'exception' : 'normal'}
            aria-label={t('storage.used', { used: size(data.used), quota: size(data.quota) })}
          />
          <p className="storage-card__hint">{t('storage.hint')}</p>
        </>
      )}
    </Card>
  );
}
