import { Form, Input, InputNumber, Segmented, Select, type InputRef } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftAmount, GiftRequest } from '../../../contract/gifts.ts';
import type { Guest } from '../../../contract/guests.ts';
import { fieldRules, limitRules, requiredNumberRule, wholeKopecksRule } from '../../../lib/forms/rules.ts';
import { guestOptions } from './gifts-view.ts';

/**
 * A gift's fields, in the quick form and the edit dialog: who gave it (a name, guests of the list, or
 * both), money or a thing, and the amount or what the thing is.
 */
export function GiftFields({ guests, fromRef }: { guests: readonly Guest[]; fromRef?: Ref<InputRef> }) {
  const { t } = useTranslation('gifts');
  const fromOrGuests = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      const guestIds = getFieldValue('guestIds') as string[] | undefined;
      if (!value?.trim() && !guestIds?.length) throw new Error(t('errors.fromRequired'));
    },
  });
  return (
    <>
      <Form.Item
        name="from"
        label={t('form.from')}
        rules={[fromOrGuests, ...fieldRules(GiftRequest, 'from')]}
        dependencies={['guestIds']}
        validateFirst
      >
        <Input ref={fromRef} aria-label={t('form.from')} placeholder={t('form.fromPlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item name="guestIds" label={t('form.guests')}>
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          options={guestOptions(guests)}
          placeholder={t('form.guestsPlaceholder')}
          aria-label={t('form.guests')}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('form.kind')}>
        <Segmented
          aria-label={t('form.kind')}
          options={[
            { value: 'money', label: t('form.money') },
            { value: 'item', label: t('form.item') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) =>
          getFieldValue('kind') === 'item' ? (
            <Form.Item
              name="item"
              label={t('form.itemName')}
              rules={fieldRules(GiftRequest, 'item', { required: true })}
            >
              <Input aria-label={t('form.itemName')} autoComplete="off" />
            </Form.Item>
          ) : (
            <Form.Item
              name="amount"
              label={t('form.amount')}
              rules={[requiredNumberRule(), ...limitRules(GiftAmount), wholeKopecksRule()]}
              validateFirst
            >
              <InputNumber<number>
                className="gift-form__amount"
                aria-label={t('form.amount')}
                inputMode="decimal"
                controls={false}
              />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}
