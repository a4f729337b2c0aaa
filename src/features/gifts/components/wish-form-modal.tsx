import { Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal/form-modal.tsx';
import {
  GIFT_LINK_PATTERN,
  WISH_PICTURE_MAX_BYTES,
  WishPrice,
  WishRequest,
  type Wish,
} from '../../../contract/gifts.ts';
import { fieldRules, limitRules, wholeKopecksRule } from '../../../lib/forms/rules.ts';
import { useAddWish, useRemoveWishPicture, useSetWishPicture, useUpdateWish } from '../api/wishlist.ts';
import { NO_PICTURE_CHANGE, WishPictureField, type PictureChoice } from './wish-picture-field.tsx';

interface WishFormValues {
  title: string;
  link: string;
  price: number | null;
}

const linkPattern = new RegExp(GIFT_LINK_PATTERN);
const MEGABYTES = WISH_PICTURE_MAX_BYTES / 1024 / 1024;

/**
 * Adding or editing a wish: what, a link to it, its price and its picture. Closes once the server
 * has it; the picture goes after the wish (a new wish needs its id first), and a refused picture
 * leaves the wish saved, with the refusal's notice.
 */
export function WishFormModal({ wish, onClose }: { wish: Wish | null | undefined; onClose: () => void }) {
  const { t } = useTranslation('gifts');
  const [form] = Form.useForm<WishFormValues>();
  const add = useAddWish();
  const update = useUpdateWish();
  const setPicture = useSetWishPicture();
  const removePicture = useRemoveWishPicture();
  const [picture, setPictureChoice] = useState<PictureChoice>(NO_PICTURE_CHANGE);

  const close = () => {
    setPictureChoice(NO_PICTURE_CHANGE);
    onClose();
  };

  const save = async (values: WishFormValues) => {
    const body: WishRequest = { title: values.title, link: (values.link ?? '').trim(), price: values.price ?? null };
    const saved = wish ? await update.trigger({ id: wish.id, form: body }) : await add.trigger(body);
    try {
      if (picture.file) await setPicture.trigger({ id: saved.id, file: picture.file });
      else if (picture.drop && wish?.picture) await removePicture.trigger(saved.id);
    } catch {
      // The write's notice says what was refused; the wish itself is saved.
    }
  };

  return (
    <FormModal
      open={wish !== undefined}
      title={wish ? t('wishlist.editTitle') : t('wishlist.addTitle')}
      form={form}
      saving={add.isMutating || update.isMutating || setPicture.isMutating || removePicture.isMutating}
      save={save}
      onClose={close}
      initialValues={
        wish === undefined
          ? undefined
          : { title: wish?.title ?? '', link: wish?.link ?? '', price: wish?.price ?? null }
      }
    >
      <Form.Item name="title" label={t('wishlist.title')} rules={fieldRules(WishRequest, 'title')} validateFirst>
        <Input />
      </Form.Item>
      <Form.Item
        name="link"
        label={t('wishlist.link')}
        rules={[
          ...fieldRules(WishRequest, 'link'),
          { pattern: linkPattern, transform: (value: string) => value?.trim(), message: t('wishlist.linkInvalid') },
        ]}
        validateFirst
      >
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('wishlist.price')}
        rules={[...limitRules(WishPrice), wholeKopecksRule()]}
        validateFirst
      >
        <InputNumber<number> className="gift-form__amount" />
      </Form.Item>
      <Form.Item label={t('wishlist.picture')} extra={t('wishlist.pictureHint', { megabytes: MEGABYTES })}>
        <WishPictureField current={wish?.picture ?? null} choice={picture} onChoose={setPictureChoice} />
      </Form.Item>
    </FormModal>
  );
}
