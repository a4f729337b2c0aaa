import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal/form-modal.tsx';
import type { Gift } from '../../../contract/gifts.ts';
import type { Guest } from '../../../contract/guests.ts';
import { useUpdateGift } from '../api/gifts.ts';
import { GiftFields } from './gift-fields.tsx';
import { giftBody, giftFormOf, type GiftFormValues } from './gifts-view.ts';

/** Correcting a recorded gift: the quick form's fields and the tick. Closes once the server has it. */
export function GiftFormModal({
  gift,
  guests,
  onClose,
}: {
  gift: Gift | null;
  guests: readonly Guest[];
  onClose: () => void;
}) {
  const { t } = useTranslation('gifts');
  const [form] = Form.useForm<GiftFormValues>();
  const update = useUpdateGift();
  return (
    <FormModal
      open={gift !== null}
      title={t('form.editTitle')}
      form={form}
      saving={update.isMutating}
      save={(values) => update.trigger({ id: gift!.id, form: giftBody(values) })}
      onClose={onClose}
      initialValues={gift ? giftFormOf(gift) : undefined}
    >
      <GiftFields guests={guests} />
      <Form.Item name="thanked" valuePropName="checked">
        <Checkbox>{t('page.thanked')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
