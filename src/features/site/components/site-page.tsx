import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { App, Alert, Button, Card, ColorPicker, Form, Input, Space, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { SITE_FAQ_MAX, SITE_PALETTE_MAX, SiteFaqItem, SiteRequest, type Site } from '../../../contract/site.ts';
import { isSlug } from '../../../contract/site-rules.ts';
import { useSampleWedding } from '../../../lib/sample-wedding/sample-context.ts';
import { fieldRules, limitRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useSaveSite, useSite } from '../api/site.ts';
import { formValuesOf, previewAddress, requestOf, siteAddress, type SiteFormValues } from './site-view.ts';
import { ThemePicker } from './theme-picker.tsx';
import './site-page.css';
import { usePageOrigin } from '../../../lib/server-screen/page-origin.ts';

const { TextArea } = Input;

/** The wedding's site (issue 41): what guests read at /w/{slug}, edited here with a preview beside it. */
export function SitePage() {
  const { t } = useTranslation(['site', 'sections']);
  const site = useSite();
  return <Page title={t('sections:site.title')}>{site.data ? <SiteEditor site={site.data} /> : <Spin />}</Page>;
}

function SiteEditor({ site }: { site: Site }) {
  const { t } = useTranslation(['site', 'validation']);
  const { message } = App.useApp();
  const [form] = Form.useForm<SiteFormValues>();
  const save = useSaveSite();
  const [version, setVersion] = useState(0);
  const sample = useSampleWedding();
  const slug = Form.useWatch('slug', form) ?? site.slug;
  const enabled = Form.useWatch('enabled', form) ?? site.enabled;
  const origin = usePageOrigin();
  const address = siteAddress(origin, slug);

  useEffect(() => {
    form.setFieldsValue(formValuesOf(site));
  }, [form, site]);

  const submit = async (values: SiteFormValues) => {
    try {
      await save.trigger(requestOf(values));
      setVersion((current) => current + 1);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  const copy = () => {
    void navigator.clipboard
      ?.writeText(address)
      .then(() => message.success(t('editor.copied')))
      .catch(() => message.error(t('editor.copyFailed')));
  };

  const slugRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !isSlug(value.trim())) throw new Error(t('errors.slug', { min: 3, max: 40 }));
    },
  };

  return (
    <div className="site-editor">
      <Form
        form={form}
        layout="vertical"
        className="site-editor__form"
        initialValues={formValuesOf(site)}
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <p className="site-editor__intro">{t('editor.intro')}</p>
        <Card title={t('editor.address')} className="site-editor__card">
          <label className="site-editor__switch">
            <Form.Item name="enabled" valuePropName="checked" noStyle>
              <Switch />
            </Form.Item>
            {t('editor.enabled')}
          </label>
          <p className="site-editor__switch-hint">{enabled ? t('editor.enabledOnHint') : t('editor.enabledHint')}</p>
          <Form.Item
            name="slug"
            label={t('editor.slug')}
            extra={t('editor.slugHint')}
            rules={[...fieldRules(SiteRequest, 'slug', { required: true }), slugRule]}
            validateFirst
            normalize={(value: string) => value.toLowerCase()}
          >
            <Input addonBefore={`${new URL(origin).host}/w/`} autoComplete="off" spellCheck={false} />
          </Form.Item>
          {!site.saved && <Alert type="info" showIcon title={t('editor.notSaved')} className="site-editor__notice" />}
          <Space wrap className="site-editor__address">
            <span className="site-editor__url" data-testid="site-address">
              {address}
            </span>
            <Button icon={<CopyOutlined />} onClick={copy} disabled={false}>
              {t('editor.copy')}
            </Button>
            {site.saved && site.enabled && (
              <Button icon={<ExportOutlined />} href={address} target="_blank" rel="noopener noreferrer">
                {t('editor.open')}
              </Button>
            )}
          </Space>
        </Card>

        <Card title={t('editor.design')} className="site-editor__card">
          <Form.Item name="theme" noStyle>
            <ThemePicker />
          </Form.Item>
        </Card>

        <Card title={t('editor.texts')} className="site-editor__card">
          <Form.Item name="story" label={t('editor.story')} rules={limitRules(SiteRequest.properties.story)}>
            <TextArea autoSize={{ minRows: 3, maxRows: 12 }} placeholder={t('editor.storyPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="dressCode"
            label={t('editor.dressCode')}
            rules={limitRules(SiteRequest.properties.dressCode)}
          >
            <TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('editor.dressCodePlaceholder')} />
          </Form.Item>
          <Form.Item label={t('editor.palette')} extra={t('editor.paletteHint', { count: SITE_PALETTE_MAX })}>
            <Form.List name="palette">
              {(fields, { add, remove }) => (
                <div className="site-editor__palette">
                  {fields.map((field) => (
                    <span key={field.key} className="site-editor__colour">
                      <Form.Item
                        name={field.name}
                        noStyle
                        getValueFromEvent={(colour: { toHexString: () => string }) => colour.toHexString()}
                      >
                        <ColorPicker disabledAlpha format="hex" showText />
                      </Form.Item>
                      <Button
                        type="text"
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={t('editor.removeColour', { colour: form.getFieldValue(['palette', field.name]) })}
                        onClick={() => remove(field.name)}
                      />
                    </span>
                  ))}
                  {fields.length < SITE_PALETTE_MAX && (
                    <Button icon={<PlusOutlined />} onClick={() => add('#e8d5c4')}>
                      {t('editor.addColour')}
                    </Button>
                  )}
                </div>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item label={t('editor.faq')}>
            <Form.List name="faq">
              {(fields, { add, remove }) => (
                <div className="site-editor__faq">
                  {fields.map((field, index) => (
                    <div key={field.key} className="site-editor__faq-item">
                      <Form.Item
                        name={[field.name, 'question']}
                        label={`${t('editor.question')} ${index + 1}`}
                        rules={fieldRules(SiteFaqItem, 'question', { required: true })}
                        validateFirst
                      >
                        <Input />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'answer']}
                        label={t('editor.answer')}
                        rules={limitRules(SiteFaqItem.properties.answer)}
                      >
                        <TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
                      </Form.Item>
                      <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                        {t('editor.removeQuestion')}
                      </Button>
                    </div>
                  ))}
                  {fields.length < SITE_FAQ_MAX && (
                    <Button icon={<PlusOutlined />} onClick={() => add({ question: '', answer: '' })}>
                      {t('editor.addQuestion')}
                    </Button>
                  )}
                </div>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item name="transfer" label={t('editor.transfer')} rules={limitRules(SiteRequest.properties.transfer)}>
            <TextArea autoSize={{ minRows: 2, maxRows: 8 }} placeholder={t('editor.transferPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="accommodation"
            label={t('editor.accommodation')}
            rules={limitRules(SiteRequest.properties.accommodation)}
          >
            <TextArea autoSize={{ minRows: 2, maxRows: 8 }} placeholder={t('editor.accommodationPlaceholder')} />
          </Form.Item>
        </Card>

        <Card title={t('editor.access')} className="site-editor__card">
          <Form.Item
            name="password"
            label={t('editor.password')}
            extra={t('editor.passwordHint')}
            rules={limitRules(SiteRequest.properties.password)}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
        </Card>

        <div className="site-editor__actions">
          <Button type="primary" htmlType="submit" size="large" loading={save.isMutating}>
            {t('editor.save')}
          </Button>
        </div>
      </Form>

      <aside className="site-editor__preview" aria-label={t('editor.preview')}>
        <div className="site-editor__preview-head">
          <h2>{t('editor.preview')}</h2>
          <span>{t('editor.previewHint')}</span>
        </div>
        <div className="site-editor__phone">
          {site.saved && !sample && import.meta.env.MODE !== 'mock' ? (
            <iframe
              key={version}
              title={t('editor.previewTitle')}
              src={previewAddress(site.slug, version)}
              className="site-editor__frame"
            />
          ) : (
            <div className="site-editor__frame site-editor__frame--empty">
              {site.saved ? t('editor.previewMock') : t('editor.previewEmpty')}
            </div>
          )}
        </div>
      </aside>
    </div>
  );
}
