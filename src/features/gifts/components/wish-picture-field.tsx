import { PictureOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WISH_PICTURE_MAX_BYTES, WISH_PICTURE_TYPES } from '../../../contract/gifts.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** What the dialog will do with the wish's picture on saving: send a new one, take the old away, or neither. */
export interface PictureChoice {
  file: File | null;
  drop: boolean;
}

export const NO_PICTURE_CHANGE: PictureChoice = { file: null, drop: false };

const MEGABYTES = WISH_PICTURE_MAX_BYTES / 1024 / 1024;

/** A chosen file's preview address while the dialog is open (none where the browser makes none). */
function usePreview(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * A wish's picture in its dialog: the current one or the chosen file, a button to choose (checked
 * here for type and size; the server checks the bytes again and re-encodes it) and one to take it away.
 */
export function WishPictureField({
  current,
  choice,
  onChoose,
}: {
  current: string | null;
  choice: PictureChoice;
  onChoose: (choice: PictureChoice) => void;
}) {
  const { t } = useTranslation('gifts');
  const { notices } = useServices();
  const preview = usePreview(choice.file);
  const shown = choice.file ? preview : choice.drop ? null : current;
  const has = choice.file !== null || (!choice.drop && current !== null);

  return (
    <div className="wish-picture-field">
      {shown ? (
        <img className="wish-picture-field__image" src={shown} alt="" />
      ) : (
        <span className="wish-picture-field__image wish-picture-field__image--none" aria-hidden>
          <PictureOutlined />
        </span>
      )}
      <div className="wish-picture-field__side">
        {choice.file && <span className="wish-picture-field__name">{choice.file.name}</span>}
        <div className="wish-picture-field__buttons">
          <Upload
            accept={WISH_PICTURE_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              const wrongType = !(WISH_PICTURE_TYPES as readonly string[]).includes(file.type);
              if (wrongType || file.size > WISH_PICTURE_MAX_BYTES) {
                notices.add({
                  type: 'error',
                  from: 'wish picture',
                  title: t('wishlist.pictureRefused'),
                  message: wrongType
                    ? t('wishlist.pictureWrongType')
                    : t('wishlist.pictureTooLarge', { megabytes: MEGABYTES }),
                });
              } else {
                onChoose({ file, drop: false });
              }
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<PictureOutlined />}>{has ? t('wishlist.changePicture') : t('wishlist.addPicture')}</Button>
          </Upload>
          {has && (
            <Button type="text" onClick={() => onChoose({ file: null, drop: true })}>
              {t('wishlist.removePicture')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
