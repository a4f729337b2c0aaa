import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useRecordGift } from '../api/gifts.ts';
import { GiftFields } from './gift-fields.tsx';
import { BLANK_GIFT, giftBody, type GiftFormValues } from './gifts-view.ts';

/**
 * Recording gifts one after another, as a helper does at the banquet from a phone: Enter records,
 * the form empties but keeps money or a thing as chosen, and the giver's field takes the keyboard
 * again for the next envelope.
 */
export function GiftQuickForm({ guests }: { guests: readonly Guest[] }) {
  const { t } = useTranslation('gifts');
  const [form] = Form.useForm<GiftFormValues>();
  const record = useRecordGift();
  const fromRef = useRef<InputRef>(null);
  const headingId = useId();
  // Emptying the form remounts its fields (rc-field-form's reset), so the next envelope's field is
  // focused once they are drawn again.
  const [recorded, setRecorded] = useState(0);
  useEffect(() => {
    if (recorded > 0) fromRef.current?.focus();
  }, [recorded]);

  const submit = async (values: GiftFormValues) => {
    try {
      await record.trigger(giftBody(values));
      form.resetFields(['from', 'guestIds', 'amount', 'item']);
      setRecorded((count) => count + 1);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <section className="gift-quick" aria-labelledby={headingId}>
      <h2 className="gift-quick__heading" id={headingId}>
        {t('quick.heading')}
      </h2>
      <Form<GiftFormValues>
        form={form}
        name="gift-quick"
        layout="vertical"
        className="gift-quick__form"
        initialValues={BLANK_GIFT}
        onFinish={(values) => void submit(values)}
      >
        <GiftFields guests={guests} fromRef={fromRef} />
        <Button
          type="primary"
          htmlType="submit"
          icon={<PlusOutlined />}
          loading={record.isMutating}
          aria-label={t('quick.submit')}
        >
          {t('quick.submit')}
        </Button>
      </Form>
    </section>
  );
}
