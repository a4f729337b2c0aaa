import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestImportResult } from '../../../contract/guests.ts';
import { guestsTemplateUrl, useImportGuests } from '../api/import-guests.ts';
import { useGuestDisplayName } from './guest-name.tsx';

/** Guests of the preview listed by name; the rest are counted. */
const PREVIEW_NAMES = 30;

/**
 * The import in two steps: the chosen file is sent as a preview (nothing is written) and its
 * understood and rejected rows are shown; only then may the person add the guests, all at once.
 */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('guests');
  const displayName = useGuestDisplayName();
  const { trigger: sendImport, isMutating: sending } = useImportGuests();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<GuestImportResult | null>(null);

  const close = () => {
    setFile(null);
    setPreview(null);
    onClose();
  };

  const choose = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    try {
      setPreview(await sendImport({ file: chosen, mode: 'preview' }));
    } catch {
      // The write helper has shown the error notice; the person may choose another file.
      setFile(null);
    }
  };

  const commit = async () => {
    if (!file || !preview) return;
    try {
      await sendImport({ file, mode: 'commit', count: preview.guests.length });
      close();
    } catch {
      // The notice says why; the preview stays for another try.
    }
  };

  const canCommit = preview !== null && preview.rejected.length === 0 && preview.guests.length > 0;
  return (
    <Modal
      open={open}
      title={t('importDialog.title')}
      onCancel={close}
      // Not rendered ahead (forceRender): a hidden dialog rendered ahead still joins rc-dialog's
      // Escape stack, and being the last one on the page it took Escape from the guest form.
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('importDialog.cancel')}
        </Button>,
        <Button
          key="commit"
          type="primary"
          disabled={!canCommit}
          loading={sending && preview !== null}
          onClick={commit}
        >
          {t('importDialog.commit')}
        </Button>,
      ]}
    >
      <p>{t('importDialog.hint')}</p>
      <div className="guest-import__choose">
        <Upload
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          beforeUpload={(chosen) => {
            void choose(chosen);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={sending && preview === null}>
            {file ? t('importDialog.other') : t('importDialog.choose')}
          </Button>
        </Upload>
        <a href={guestsTemplateUrl} download>
          {t('page.template')}
        </a>
      </div>
      {file && <p className="guest-import__file">{file.name}</p>}
      {preview && (
        <div className="guest-import__preview" data-testid="import-preview">
          {preview.guests.length > 0 && (
            <Alert
              type={preview.rejected.length === 0 ? 'success' : 'info'}
              showIcon
              title={t('importDialog.understood', { count: preview.guests.length })}
              description={
                <>
                  {preview.guests
                    .slice(0, PREVIEW_NAMES)
                    .map((guest) => displayName(guest))
                    .join(', ')}
                  {preview.guests.length > PREVIEW_NAMES &&
                    ` ${t('importDialog.more', { rest: preview.guests.length - PREVIEW_NAMES })}`}
                </>
              }
            />
          )}
          {preview.rejected.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={t('importDialog.rejectedTitle', { count: preview.rejected.length })}
              description={
                <List
                  size="small"
                  dataSource={preview.rejected}
                  renderItem={(row) => (
                    <List.Item>
                      <strong>{t('importDialog.line', { line: row.line })}</strong>: {row.reason}
                    </List.Item>
                  )}
                />
              }
            />
          )}
        </div>
      )}
    </Modal>
  );
}
