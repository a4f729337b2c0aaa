import { Button, Card, ConfigProvider, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmountOfGuests, SessionUser } from '../../../contract/session.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import dayjs from '../../../lib/dayjs.ts';
import { DATE_VALIDATE_TRIGGER, DateTimePicker } from '../../../lib/forms/date-time-picker.tsx';
import { profileDateRule, savedDatesOf } from '../../../lib/forms/profile-date-rules.ts';
import { ProfileUpdate } from '../../../contract/account.ts';
import { useAmountOfGuestsOptions } from '../../../lib/forms/amount-of-guests.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { UnsavedChangesGuard } from '../../../lib/forms/unsaved-changes-guard.tsx';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { useUpdateProfile } from '../../../lib/profile/use-update-profile.ts';
import { picturesDecodes, userpicProblem } from '../userpic.ts';
import { UserpicInput } from './userpic-input.tsx';

interface ProfileValues {
  userpic: File | null;
  brideName: string;
  amountOfGuests: AmountOfGuests | null;
  groomName: string;
  registrationLocation: string;
  banquetLocation: string;
  registrationDate: Dayjs | null;
  banquetDate: Dayjs | null;
}

function valuesOf(session: SessionUser): ProfileValues {
  return {
    userpic: null,
    brideName: session.brideName ?? '',
    amountOfGuests: session.amountOfGuests,
    groomName: session.groomName ?? '',
    registrationLocation: session.registrationLocation ?? '',
    banquetLocation: session.banquetLocation ?? '',
    registrationDate: session.registrationDate ? dayjs(session.registrationDate) : null,
    banquetDate: session.banquetDate ? dayjs(session.banquetDate) : null,
  };
}

/**
 * The profile form of the settings page (spec section 2): picture, names, places, dates and the
 * guest count from the wizard, sent together as multipart, beside the account's e-mail (shown, not
 * changed). The names stay required as in the wizard: an emptied name would be left out of the
 * form and silently kept. The answer replaces the session, so the header shows the new names and
 * picture at once. A picture is checked the moment it is chosen, with the server's messages, and
 * leaving the page with changes not saved asks first. The names, places, dates and guest count are
 * the wedding's (shared by its members): a helper sees them greyed out and saves only the picture.
 */
export function ProfileForm({ session }: { session: SessionUser }) {
  const { t } = useTranslation('settings');
  const updateProfile = useUpdateProfile(t('profile.success'));
  const [form] = Form.useForm<ProfileValues>();
  const validation = useTouchValidation(form);
  const [initialValues] = useState(() => valuesOf(session));
  const [dirty, setDirty] = useState(false);
  const guestOptions = useAmountOfGuestsOptions();
  // The server refuses a helper's change of the wedding's answers (WEDDING_ANSWER_FIELDS).
  const answersReadOnly = session.wedding?.role === 'helper';
  const nameRules = (field: 'brideName' | 'groomName') =>
    answersReadOnly ? [] : fieldRules(ProfileUpdate, field, { required: true });

  const submit = async (values: ProfileValues) => {
    try {
      await updateProfile.trigger(values);
      form.setFieldValue('userpic', null);
      setDirty(false);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        form.setFields([{ name: 'userpic', errors: [error.fieldMessages[0]?.text ?? t('profile.pictureType')] }]);
        error.dismissNotice();
      } else {
        showServerFieldErrors(form, error);
      }
    }
  };

  return (
    <Card title={<h2 className="settings-page__section-title">{t('profile.title')}</h2>}>
      <UnsavedChangesGuard when={dirty} />
      <Form
        layout="vertical"
        noValidate
        initialValues={initialValues}
        onFinish={submit}
        {...validation}
        onValuesChange={(changed, all) => {
          validation.onValuesChange(changed, all);
          setDirty(true);
        }}
      >
        <Form.Item
          name="userpic"
          label={t('profile.userpic')}
          validateTrigger="onChange"
          rules={[
            {
              validator: async (_, file: File | null) => {
                if (!file) return;
                const problem = userpicProblem(file) ?? ((await picturesDecodes(file)) ? null : 'pictureType');
                if (problem) throw new Error(t(`profile.${problem}`));
              },
            },
          ]}
        >
          <UserpicInput currentUrl={session.userpic} />
        </Form.Item>
        {answersReadOnly ? (
          <p className="settings-page__hint" data-testid="answers-read-only">
            {t('profile.answersOfTheWedding')}
          </p>
        ) : null}
        <ConfigProvider componentDisabled={answersReadOnly}>
          <div className="settings-page__columns">
            <Form.Item name="brideName" label={t('profile.brideName')} rules={nameRules('brideName')} validateFirst>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="groomName" label={t('profile.groomName')} rules={nameRules('groomName')} validateFirst>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="registrationLocation"
              label={t('profile.registrationLocation')}
              rules={fieldRules(ProfileUpdate, 'registrationLocation')}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="banquetLocation"
              label={t('profile.banquetLocation')}
              rules={fieldRules(ProfileUpdate, 'banquetLocation')}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="registrationDate"
              label={t('profile.registrationDate')}
              rules={[profileDateRule('registrationDate', savedDatesOf(session))]}
              validateTrigger={DATE_VALIDATE_TRIGGER}
            >
              <DateTimePicker placeholder={t('profile.datePlaceholder')} />
            </Form.Item>
            <Form.Item
              name="banquetDate"
              label={t('profile.banquetDate')}
              rules={[profileDateRule('banquetDate', savedDatesOf(session))]}
              dependencies={['registrationDate']}
              validateTrigger={DATE_VALIDATE_TRIGGER}
            >
              <DateTimePicker placeholder={t('profile.datePlaceholder')} />
            </Form.Item>
            <Form.Item name="amountOfGuests" label={t('profile.amountOfGuests')}>
              <Select options={guestOptions} />
            </Form.Item>
            <Form.Item label={t('profile.email')} extra={t('profile.emailHint')} htmlFor="settings-email">
              <Input id="settings-email" value={session.email} readOnly variant="filled" />
            </Form.Item>
          </div>
        </ConfigProvider>
        <Button type="primary" htmlType="submit" loading={updateProfile.isMutating}>
          {t('profile.submit')}
        </Button>
      </Form>
    </Card>
  );
}
