import { Button, Card, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../contract/session.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import dayjs from '../../../lib/dayjs.ts';
import { DateTimePicker } from '../../../lib/forms/date-time-picker.tsx';
import { ProfileUpdate } from '../../../contract/account.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { useUpdateProfile } from '../../../lib/profile/use-update-profile.ts';
import { userpicProblem } from '../userpic.ts';
import { UserpicInput } from './userpic-input.tsx';

interface ProfileValues {
  userpic: File | null;
  brideName: string;
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
    groomName: session.groomName ?? '',
    registrationLocation: session.registrationLocation ?? '',
    banquetLocation: session.banquetLocation ?? '',
    registrationDate: session.registrationDate ? dayjs(session.registrationDate) : null,
    banquetDate: session.banquetDate ? dayjs(session.banquetDate) : null,
  };
}

/**
 * The profile form of the settings page (spec section 2): picture, names, places and dates, all
 * optional, sent together as multipart. The answer replaces the session, so the header shows the
 * new names and picture at once. A file the server refuses (too large, not a picture) gets its
 * message under the picture as well as in the notice.
 */
export function ProfileForm({ session }: { session: SessionUser }) {
  const { t } = useTranslation('settings');
  const updateProfile = useUpdateProfile(t('profile.success'));
  const [form] = Form.useForm<ProfileValues>();
  const validation = useTouchValidation(form);
  const [initialValues] = useState(() => valuesOf(session));

  const submit = async (values: ProfileValues) => {
    try {
      await updateProfile.trigger(values);
      form.setFieldValue('userpic', null);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        form.setFields([{ name: 'userpic', errors: [error.fieldMessages[0]?.text ?? t('profile.pictureType')] }]);
      } else {
        showServerFieldErrors(form, error);
      }
    }
  };

  return (
    <Card title={<h2 className="settings-page__section-title">{t('profile.title')}</h2>}>
      <Form layout="vertical" noValidate initialValues={initialValues} onFinish={submit} {...validation}>
        <Form.Item
          name="userpic"
          label={t('profile.userpic')}
          validateTrigger="onChange"
          rules={[
            {
              validator: async (_, file: File | null) => {
                const problem = file ? userpicProblem(file) : null;
                if (problem) throw new Error(t(`profile.${problem}`));
              },
            },
          ]}
        >
          <UserpicInput currentUrl={session.userpic} />
        </Form.Item>
        <div className="settings-page__columns">
          <Form.Item name="brideName" label={t('profile.brideName')} rules={fieldRules(ProfileUpdate, 'brideName')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="groomName" label={t('profile.groomName')} rules={fieldRules(ProfileUpdate, 'groomName')}>
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
          <Form.Item name="registrationDate" label={t('profile.registrationDate')}>
            <DateTimePicker placeholder={t('profile.datePlaceholder')} />
          </Form.Item>
          <Form.Item name="banquetDate" label={t('profile.banquetDate')}>
            <DateTimePicker placeholder={t('profile.datePlaceholder')} />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={updateProfile.isMutating}>
          {t('profile.submit')}
        </Button>
      </Form>
    </Card>
  );
}
