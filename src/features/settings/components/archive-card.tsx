import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Progress, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { SessionUser } from '../../../contract/session.ts';
import { ARCHIVE_IMPORT_MAX_MB, type WeddingImportResult } from '../../../contract/wedding-archive.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useImportWedding, usePlanEmpty, useWeddingExport } from '../api/wedding-archive.ts';

/** The anchor the retention mails link to (/profile/settings#export). */
const ARCHIVE_CARD_ID = 'export';

/** What the app refuses before sending: a file that is no .zip, or one over the import's limit. */
function fileProblem(file: File): 'notZip' | 'tooLarge' | null {
  // By its name: browsers type a .zip differently (application/zip, x-zip-compressed); the server reads the bytes.
  if (!file.name.toLowerCase().endsWith('.zip')) return 'notZip';
  if (file.size > ARCHIVE_IMPORT_MAX_MB * 1024 * 1024) return 'tooLarge';
  return null;
}

/**
 * The "your data" card of the settings: the whole wedding downloaded as one .zip with a progress bar, and,
 * into a plan nothing was planned in yet, the upload of such an archive. Both are the couple's: a
 * helper reads why they are not there, as in the other cards of the settings.
 */
export function ArchiveCard({ session }: { session: SessionUser }) {
  const { t } = useTranslation('settings');
  const couple = session.wedding !== null && session.wedding.role !== 'helper';
  const { hash } = useLocation();
  // The page is drawn after the browser looked for the anchor: the card brings itself into view.
  useEffect(() => {
    if (hash === `#${ARCHIVE_CARD_ID}`) document.getElementById(ARCHIVE_CARD_ID)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <Card
      id={ARCHIVE_CARD_ID}
      title={<h2 className="settings-page__section-title">{t('archive.title')}</h2>}
      data-testid="archive-card"
    >
      <p className="settings-page__hint">{t('archive.intro')}</p>
      {couple ? (
        <>
          <ArchiveDownload />
          <ArchiveUpload />
        </>
      ) : (
        <p>{t('archive.readOnly')}</p>
      )}
    </Card>
  );
}

function ArchiveDownload() {
  const { t } = useTranslation('settings');
  const { state, start } = useWeddingExport();
  const loading = state.phase === 'loading';
  return (
    <div className="archive-card__download">
      <Button type="primary" icon={<DownloadOutlined />} loading={loading} onClick={() => void start()}>
        {t('archive.download')}
      </Button>
      {state.phase === 'loading' && (
        <>
          <Progress percent={state.percent} status="active" aria-label={t('archive.progress')} />
          <p className="archive-card__note">{t('archive.preparing')}</p>
        </>
      )}
      {state.phase === 'done' && (
        <>
          <Progress percent={100} aria-label={t('archive.progress')} />
          <p className="archive-card__note" role="status">
            {t('archive.saved', { name: state.fileName })}
          </p>
        </>
      )}
    </div>
  );
}

function ArchiveUpload() {
  const { t } = useTranslation('settings');
  const { notices } = useServices();
  const untouched = usePlanEmpty(true);
  const importWedding = useImportWedding();
  const [imported, setImported] = useState(false);

  const done = (result: WeddingImportResult) => {
    setImported(true);
    const links =
      result.renewedLinks > 0 ? t('archive.renewedLinks', { count: result.renewedLinks }) : t('archive.noLinks');
    const slug = result.siteSlug ? ` ${t('archive.newSlug', { slug: result.siteSlug })}` : '';
    notices.add({ type: 'success', from: 'wedding import', title: t('archive.imported'), message: links + slug });
  };

  // Unknown until the server says; gone once this plan was filled from a file.
  if (untouched === undefined) return null;
  return (
    <section className="archive-card__import" aria-label={t('archive.importTitle')}>
      <h3 className="archive-card__subtitle">{t('archive.importTitle')}</h3>
      {untouched && !imported ? (
        <>
          <p className="settings-page__hint">{t('archive.importHint')}</p>
          <Upload
            accept=".zip,application/zip"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              const problem = fileProblem(file);
              if (!problem) return true;
              notices.add({
                type: 'error',
                from: 'wedding import',
                title: t('archive.refused'),
                message:
                  problem === 'tooLarge'
                    ? t('archive.tooLarge', { megabytes: ARCHIVE_IMPORT_MAX_MB })
                    : t('archive.notZip'),
              });
              return Upload.LIST_IGNORE;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              // A refusal (409 plan not empty, 413, 415, 422) has the catalogue's notice with the server's words.
              importWedding.trigger(file as File).then(
                (result) => {
                  done(result);
                  onSuccess?.(result);
                },
                (error: Error) => onError?.(error),
              );
            }}
          >
            <Button icon={<UploadOutlined />} loading={importWedding.isMutating}>
              {t('archive.upload')}
            </Button>
          </Upload>
        </>
      ) : (
        <p className="settings-page__hint">{t('archive.notEmpty')}</p>
      )}
    </section>
  );
}
