import { Button, Form, Input, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TEXT_MAX_LENGTH, MessageCreate } from '../../../contract/messages.ts';
import { DATE_VALIDATE_TRIGGER, DateTimePicker } from '../../../lib/forms/date-time-picker.tsx';
import { fieldRules, requiredDateRule } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { useAudienceChoices, useSendMessage } from '../api/messages.ts';
import { audienceOf, EVERYONE, type AudienceChoice } from '../message-view.ts';
import { ReachLine } from './reach-line.tsx';

interface ComposeValues extends AudienceChoice {
  text: string;
  when: 'now' | 'later';
  sendAt?: Dayjs | null;
}

const INITIAL: ComposeValues = { ...EVERYONE, text: '', when: 'now', sendAt: null };

const ANSWERS = ['all', 'none', 'coming', 'declined'] as const;

/**
 * Writing a message: the text (up to MESSAGE_TEXT_MAX_LENGTH, with a counter), whom it goes to
 * (parts of the day, sides, categories, answered or not; nothing picked is every household with an
 * invitation), how many households that reaches and by which channel, and when: now or at a time
 * in the future. Once sent, the text and time clear and the audience stays for the next one.
 */
export function MessageCompose() {
  const { t } = useTranslation('messages');
  const [form] = Form.useForm<ComposeValues>();
  const validation = useTouchValidation(form);
  const choices = useAudienceChoices();
  const send = useSendMessage();
  const when = Form.useWatch('when', form) ?? INITIAL.when;
  const choice: AudienceChoice = {
    eventIds: Form.useWatch('eventIds', form) ?? [],
    sides: Form.useWatch('sides', form) ?? [],
    categories: Form.useWatch('categories', form) ?? [],
    answer: Form.useWatch('answer', form) ?? 'all',
  };
  const audience = audienceOf(choice);

  const submit = async (values: ComposeValues) => {
    const body: MessageCreate = { text: values.text.trim(), audience: audienceOf(values) };
    if (values.when === 'later' && values.sendAt) body.sendAt = values.sendAt.toISOString();
    try {
      await send.trigger(body);
      form.setFieldsValue({ text: '', when: 'now', sendAt: null });
      form.resetFields(['text', 'sendAt']);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  const options = (entries: { code: string; name: string }[] | undefined) =>
    (entries ?? []).map((entry) => ({ value: entry.code, label: entry.name }));

  return (
    <Form
      className="message-compose"
      layout="vertical"
      noValidate
      initialValues={INITIAL}
      onFinish={submit}
      aria-label={t('compose.title')}
      {...validation}
    >
      <Form.Item
        name="text"
        className="message-compose__text"
        label={t('compose.text')}
        rules={fieldRules(MessageCreate, 'text')}
        extra={t('compose.textHint')}
        validateFirst
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={MESSAGE_TEXT_MAX_LENGTH}
          showCount
          placeholder={t('compose.textPlaceholder')}
        />
      </Form.Item>

      <fieldset className="message-compose__audience">
        <legend className="message-compose__legend">{t('compose.audience')}</legend>
        <Form.Item name="answer" label={t('compose.answer')}>
          <Radio.Group
            optionType="button"
            className="message-compose__answers"
            options={ANSWERS.map((answer) => ({ value: answer, label: t(`answers.${answer}`) }))}
          />
        </Form.Item>
        <div className="message-compose__filters">
          <Form.Item name="eventIds" label={t('compose.events')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('compose.allEvents')}
              loading={!choices.events.data}
              options={(choices.events.data ?? []).map((event) => ({ value: event.id, label: event.name }))}
            />
          </Form.Item>
          <Form.Item name="sides" label={t('compose.sides')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('compose.allSides')}
              options={options(choices.sides.data)}
            />
          </Form.Item>
          <Form.Item name="categories" label={t('compose.categories')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('compose.allCategories')}
              options={options(choices.categories.data)}
            />
          </Form.Item>
        </div>
        <ReachLine audience={audience} />
      </fieldset>

      <Form.Item name="when" label={t('compose.when')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'now', label: t('compose.now') },
            { value: 'later', label: t('compose.later') },
          ]}
        />
      </Form.Item>
      {when === 'later' && (
        <Form.Item
          name="sendAt"
          label={t('compose.sendAt')}
          validateTrigger={DATE_VALIDATE_TRIGGER}
          rules={[
            requiredDateRule(),
            {
              // A time already passed is refused by the server too (message-rules.ts messageProblem).
              validator: async (_rule, value: Dayjs | null | undefined) => {
                if (value && value.valueOf() <= Date.now()) throw new Error(t('errors.sendAtPast'));
              },
            },
          ]}
        >
          <DateTimePicker placeholder={t('compose.sendAtPlaceholder')} />
        </Form.Item>
      )}

      <Button type="primary" htmlType="submit" loading={send.isMutating}>
        {when === 'later' ? t('compose.schedule') : t('compose.send')}
      </Button>
    </Form>
  );
}
