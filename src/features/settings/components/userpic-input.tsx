import UploadOutlined from '@ant-design/icons/UploadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERPIC_ACCEPTED_TYPES } from '../../../contract/account.ts';
import { userpicProblem } from '../userpic.ts';

interface UserpicInputProps {
  /** The newly chosen file, or null while the current picture stays. */
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** The picture the profile has now. */
  currentUrl: string | null;
  id?: string;
}

/**
 * The userpic control of the profile form: shows the current picture, or a preview of a newly
 * chosen one, and a button to choose a file. Nothing is uploaded here: the file goes with the
 * form's submit. A file that cannot be a userpic is still handed to the form, whose rule explains why.
 */
export function UserpicInput({ value, onChange, currentUrl, id }: UserpicInputProps) {
  const { t } = useTranslation('settings');
  const previews = usePreviews();
  const shown = (value && !userpicProblem(value) ? previews.urlOf(value) : null) ?? currentUrl;
  return (
    <div className="userpic-input">
      <Avatar
        size={96}
        src={shown ? <img src={shown} alt={t('profile.userpicAlt')} /> : undefined}
        icon={shown ? undefined : <UserOutlined />}
      />
      <div>
        <Upload
          accept={USERPIC_ACCEPTED_TYPES.join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            if (!userpicProblem(file)) previews.add(file);
            onChange?.(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} id={id}>
            {t('profile.choosePicture')}
          </Button>
        </Upload>
        <div className="userpic-input__hint">{t('profile.pictureHint')}</div>
        {value && !userpicProblem(value) ? (
          <div className="userpic-input__pending" role="status">
            {t('profile.pictureNotSaved')}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Object URLs previewing chosen pictures in the browser (nothing leaves it before submit), made
 * when a file is chosen and released when the next one is, or when the form goes away.
 */
function usePreviews() {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return {
    add(file: File) {
      if (current.current) URL.revokeObjectURL(current.current);
      const url = URL.createObjectURL(file);
      current.current = url;
      setPreview({ file, url });
    },
    urlOf: (file: File) => (preview?.file === file ? preview.url : null),
  };
}
