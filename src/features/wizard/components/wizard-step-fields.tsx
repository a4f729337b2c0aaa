import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAmountOfGuestsOptions } from '../../../lib/forms/amount-of-guests.ts';
import { DATE_VALIDATE_TRIGGER, DateTimePicker } from '../../../lib/forms/date-time-picker.tsx';
import { ProfileUpdate } from '../../../contract/account.ts';
import { profileDateRule, savedDatesOf } from '../../../lib/forms/profile-date-rules.ts';
import { fieldRules, requiredDateRule } from '../../../lib/forms/rules.ts';
import { useSessionState } from '../../../lib/services/services-context.tsx';

/** Step 1: both names are required. */
export function NamesStep() {
  const { t } = useTranslation('wizard');
  return (
    <>
      <Form.Item
        name="brideName"
        label={t('fields.brideName')}
        rules={fieldRules(ProfileUpdate, 'brideName', { required: true })}
        validateFirst
      >
        <Input autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="groomName"
        label={t('fields.groomName')}
        rules={fieldRules(ProfileUpdate, 'groomName', { required: true })}
        validateFirst
      >
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}

/** Step 2: the registration's date and time is required, the banquet's is not. */
export function DatesStep() {
  const { t } = useTranslation('wizard');
  const { session } = useSessionState();
  const saved = savedDatesOf(session);
  return (
    <>
      <Form.Item
        name="registrationDate"
        label={t('fields.registrationDate')}
        rules={[requiredDateRule(), profileDateRule('registrationDate', saved)]}
        validateTrigger={DATE_VALIDATE_TRIGGER}
        validateFirst
      >
        <DateTimePicker placeholder={t('datePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="banquetDate"
        label={t('fields.banquetDate')}
        rules={[profileDateRule('banquetDate', saved)]}
        dependencies={['registrationDate']}
        validateTrigger={DATE_VALIDATE_TRIGGER}
      >
        <DateTimePicker placeholder={t('datePlaceholder')} />
      </Form.Item>
    </>
  );
}

/** Step 3: places, both optional. */
export function PlacesStep() {
  const { t } = useTranslation('wizard');
  return (
    <>
      <Form.Item
        name="registrationLocation"
        label={t('fields.registrationLocation')}
        rules={fieldRules(ProfileUpdate, 'registrationLocation')}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item
        name="banquetLocation"
        label={t('fields.banquetLocation')}
        rules={fieldRules(ProfileUpdate, 'banquetLocation')}
      >
        <Input />
      </Form.Item>
    </>
  );
}

/** Step 4: how many guests, one of six answers (the spec's repeated 50–100 label fixed: 100–150). */
export function GuestsStep() {
  const { t } = useTranslation('wizard');
  const options = useAmountOfGuestsOptions();
  return (
    <Form.Item name="amountOfGuests" label={t('fields.amountOfGuests')}>
      <Radio.Group orientation="vertical" options={options} />
    </Form.Item>
  );
}
