import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, List, Popconfirm, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTRACTOR_FILE_MAX_BYTES, type Contractor } from '../../../contract/contractors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { contractorFileUrl, useAddFile, useRemoveFile } from '../api/contractors.ts';
import { FILE_ACCEPT, fileProblem, sizeParts } from '../contractors-view.ts';

/**
 * A contractor's contracts and estimates: PDF, JPEG or PNG up to 10 MB, checked here before they
 * are sent (the server checks the bytes again), opened in a new tab, removed after asking.
 */
export function ContractorFiles({ contractor }: { contractor: Contractor }) {
  const { t } = useTranslation('contractors');
  const add = useAddFile();
  const remove = useRemoveFile();
  const { notices } = useServices();
  const megabytes = CONTRACTOR_FILE_MAX_BYTES / 1024 / 1024;

  return (
    <section className="contractor-section" aria-labelledby={`files-${contractor.id}`}>
      <h3 id={`files-${contractor.id}`} className="contractor-section__title">
        {t('files.title')}
      </h3>
      <p className="contractor-section__hint">{t('files.hint', { megabytes })}</p>
      <List
        size="small"
        locale={{ emptyText: t('files.empty') }}
        dataSource={contractor.files}
        renderItem={(file) => {
          const size = sizeParts(file.size);
          return (
            <List.Item
              actions={[
                <Popconfirm
                  key="remove"
                  title={t('files.removeTitle', { name: file.fileName })}
                  okText={t('files.removeOk')}
                  cancelText={t('form.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.trigger({ id: contractor.id, fileId: file.id }).catch(() => undefined)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('files.remove')}: ${file.fileName}`}
                    title={t('files.remove')}
                  />
                </Popconfirm>,
              ]}
            >
              <div className="contractor-file">
                <a href={contractorFileUrl(contractor.id, file.id)} target="_blank" rel="noopener noreferrer">
                  <PaperClipOutlined /> {file.fileName}
                </a>
                <span className="contractor-file__meta">
                  {t(`files.size.${size.unit}`, { value: size.value })} · {formatDate(file.createdAt)}
                </span>
              </div>
            </List.Item>
          );
        }}
      />
      <Upload
        accept={FILE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = fileProblem(file);
          if (!problem) return true;
          notices.add({
            type: 'error',
            from: 'contractor file',
            title: t('files.refused'),
            message: problem === 'tooLarge' ? t('files.tooLarge', { megabytes }) : t('files.wrongType'),
          });
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          add.trigger({ id: contractor.id, file: file as File }).then(
            (answer) => onSuccess?.(answer),
            (error: Error) => onError?.(error),
          );
        }}
      >
        <Button icon={<UploadOutlined />} loading={add.isMutating}>
          {t('files.upload')}
        </Button>
      </Upload>
    </section>
  );
}
