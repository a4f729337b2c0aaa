import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Radio, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_DUPLICATE_MODES, type GuestDuplicateMode, type GuestImportResult } from '../../../contract/guests.ts';
import { guestsTemplateUrl, useImportGuests } from '../api/import-guests.ts';
import { useGuestDisplayName } from './guest-name.tsx';

/** Guests of the preview listed by name; the rest are counted. */
const PREVIEW_NAMES = 30;

const DUPLICATE_LABELS = {
  skip: 'importDialog.duplicatesSkip',
  update: 'importDialog.duplicatesUpdate',
  add: 'importDialog.duplicatesAdd',
} as const satisfies Record<GuestDuplicateMode, string>;

/** What the commit will do with the preview's guests, as the person chose for those already listed. */
function commitCounts(preview: GuestImportResult, duplicates: GuestDuplicateMode) {
  const listed = preview.alreadyListed.length;
  const added = duplicates === 'add' ? preview.guests.length : preview.guests.length - listed;
  return { added, updated: duplicates === 'update' ? listed : 0 };
}

/**
 * The import in two steps: the chosen file is sent as a preview (nothing is written) and its
 * understood and rejected rows are shown, with the guests already on the list and the columns left
 * out; only then may the person add the guests, all at once.
 */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('guests');
  const displayName = useGuestDisplayName();
  const { trigger: sendImport, isMutating: sending } = useImportGuests();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<GuestImportResult | null>(null);
  const [duplicates, setDuplicates] = useState<GuestDuplicateMode>('skip');

  const close = () => {
    setFile(null);
    setPreview(null);
    setDuplicates('skip');
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

  const counts = preview ? commitCounts(preview, duplicates) : { added: 0, updated: 0 };
  const commit = async () => {
    if (!file || !preview) return;
    try {
      await sendImport({ file, mode: 'commit', duplicates, ...counts });
      close();
    } catch {
      // The notice says why; the preview stays for another try.
    }
  };

  const canCommit = preview !== null && preview.rejected.length === 0 && counts.added + counts.updated > 0;
  const listedNames = preview?.alreadyListed.map((index) => displayName(preview.guests[index]!)) ?? [];
  // The guests the commit adds: those already on the list only when the couple adds them again.
  const newNames =
    preview?.guests
      .filter((_guest, index) => duplicates === 'add' || !preview.alreadyListed.includes(index))
      .map((guest) => displayName(guest)) ?? [];
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
          disabled={!canCommit || undefined}
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
              type={canCommit ? 'success' : 'info'}
              showIcon
              title={
                counts.added > 0
                  ? t('importDialog.understood', { count: counts.added })
                  : counts.updated > 0
                    ? t('importDialog.willUpdate', { count: counts.updated })
                    : t('importDialog.nothingToAdd')
              }
              description={
                newNames.length > 0 && (
                  <>
                    {newNames.slice(0, PREVIEW_NAMES).join(', ')}
                    {newNames.length > PREVIEW_NAMES &&
                      ` ${t('importDialog.more', { rest: newNames.length - PREVIEW_NAMES })}`}
                  </>
                )
              }
            />
          )}
          {listedNames.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('importDialog.alreadyListed', { count: listedNames.length })}
              description={
                <>
                  <p>
                    {listedNames.slice(0, PREVIEW_NAMES).join(', ')}
                    {listedNames.length > PREVIEW_NAMES &&
                      ` ${t('importDialog.more', { rest: listedNames.length - PREVIEW_NAMES })}`}
                  </p>
                  <p>{t('importDialog.alreadyListedHint')}</p>
                  <Radio.Group
                    aria-label={t('importDialog.duplicatesChoice')}
                    value={duplicates}
                    onChange={(event) => setDuplicates(event.target.value as GuestDuplicateMode)}
                    options={GUEST_DUPLICATE_MODES.map((mode) => ({ value: mode, label: t(DUPLICATE_LABELS[mode]) }))}
                  />
                </>
              }
            />
          )}
          {preview.ignoredColumns.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('importDialog.ignoredColumns', {
                columns: preview.ignoredColumns.map((column) => `«${column}»`).join(', '),
              })}
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
