import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal/form-modal.tsx';
import { GIFT_LINK_PATTERN, WishPrice, WishRequest, type Wish } from '../../../contract/gifts.ts';
import { fieldRules, limitRules, wholeKopecksRule } from '../../../lib/forms/rules.ts';
import { useAddWish, useUpdateWish } from '../api/wishlist.ts';

interface WishFormValues {
  title: string;
  link: string;
  price: number | null;
}

const linkPattern = new RegExp(GIFT_LINK_PATTERN);

/** Adding or editing a wish: what, a link to it and its price. Closes once the server has it. */
export function WishFormModal({ wish, onClose }: { wish: Wish | null | undefined; onClose: () => void }) {
  const { t } = useTranslation('gifts');
  const [form] = Form.useForm<WishFormValues>();
  const add = useAddWish();
  const update = useUpdateWish();

  const save = (values: WishFormValues) => {
    const body: WishRequest = { title: values.title, link: (values.link ?? '').trim(), price: values.price ?? null };
    return wish ? update.trigger({ id: wish.id, form: body }) : add.trigger(body);
  };

  return (
    <FormModal
      open={wish !== undefined}
      title={wish ? t('wishlist.editTitle') : t('wishlist.addTitle')}
      form={form}
      saving={add.isMutating || update.isMutating}
      save={save}
      onClose={onClose}
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
    </FormModal>
  );
}
