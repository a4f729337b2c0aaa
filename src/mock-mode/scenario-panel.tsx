import { Alert, Button, ConfigProvider, Divider, Drawer, Input, Segmented, Select, Space, Typography } from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mockedCalls, saveMockDb } from '../../mocks/browser.ts';
import type { NetworkMode } from '../../mocks/scenario-files.ts';
import { scenarioFiles } from '../../mocks/scenario-files.ts';
import { mockDb, resetMockDbToSession, SESSION_SCENARIO } from '../../mocks/store.ts';
import { reloadAt } from './mock-navigation.ts';
import { parseSessionJson, type SessionJsonResult } from './session-json.ts';
import './scenario-panel.css';

/** The statuses of the error catalogue (spec section 8) a call can be made to answer. */
const CATALOGUE_STATUSES = [400, 401, 403, 404, 422, 500, 507];

type SessionProblem = Exclude<SessionJsonResult, { ok: true }>;

/**
 * The app's colour; no animations for people (and screenshots) asking for less motion, as in the app.
 * The components' CSS is the app's, made at build time (scripts/vite/antd-styles.ts).
 */
const PANEL_THEME = {
  hashed: false,
  zeroRuntime: import.meta.env.PROD,
  token: {
    colorPrimary: '#c2185b',
    motion: !(typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches),
  },
};

/**
 * The support panel of mock builds: pick a scenario, show a user's screens from their /whoami
 * JSON, make a call fail or the network slow. Everything stays in this tab.
 */
export function ScenarioPanel({ sessionProblem }: { sessionProblem?: SessionProblem }) {
  const { t } = useTranslation('support');
  const [open, setOpen] = useState(sessionProblem !== undefined);
  const scenarioLabel = mockDb.scenario === SESSION_SCENARIO ? t('panel.pastedSession') : mockDb.scenario;
  return (
    <ConfigProvider locale={ruRU} theme={PANEL_THEME}>
      {open ? null : (
        <button
          type="button"
          className="mock-panel__toggle"
          data-testid="mock-panel-toggle"
          onClick={() => setOpen(true)}
        >
          {t('panel.toggle', { scenario: scenarioLabel })}
        </button>
      )}
      <Drawer
        title={t('panel.title')}
        open={open}
        onClose={() => setOpen(false)}
        size={420}
        destroyOnHidden
        // Above the app's own dialogs (the login modal of a logged-out scenario): support must reach it.
        zIndex={2000}
      >
        <Typography.Paragraph type="secondary">{t('panel.hint')}</Typography.Paragraph>
        <ScenarioPicker />
        <Divider />
        <SessionPaste initialProblem={sessionProblem} />
        <Divider />
        <FailureControls />
      </Drawer>
    </ConfigProvider>
  );
}

function ScenarioPicker() {
  const { t } = useTranslation('support');
  const [chosen, setChosen] = useState(scenarioFiles.has(mockDb.scenario) ? mockDb.scenario : undefined);
  const options = [...scenarioFiles].map(([name, file]) => ({ value: name, label: `${name} — ${file.description}` }));
  const open = (name: string) => reloadAt('/', { scenario: name });
  return (
    <Space orientation="vertical" className="mock-panel__section">
      <Typography.Title level={5}>{t('panel.scenario')}</Typography.Title>
      <Select
        aria-label={t('panel.scenario')}
        className="mock-panel__wide"
        options={options}
        value={chosen}
        onChange={setChosen}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
      />
      <Space wrap>
        <Button type="primary" disabled={!chosen} onClick={() => chosen && open(chosen)}>
          {t('panel.openScenario')}
        </Button>
        {scenarioFiles.has(mockDb.scenario) ? (
          <Button onClick={() => open(mockDb.scenario)}>{t('panel.restart')}</Button>
        ) : null}
      </Space>
    </Space>
  );
}

function SessionPaste({ initialProblem }: { initialProblem?: SessionProblem }) {
  const { t } = useTranslation('support');
  const [json, setJson] = useState('');
  const [problem, setProblem] = useState<SessionProblem | undefined>(initialProblem);

  const show = () => {
    const result = parseSessionJson(json);
    if (!result.ok) {
      setProblem(result);
      return;
    }
    resetMockDbToSession(result.user);
    saveMockDb();
    reloadAt('/');
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setJson(await file.text());
  };

  return (
    <Space orientation="vertical" className="mock-panel__section">
      <Typography.Title level={5}>{t('session.title')}</Typography.Title>
      <Typography.Text type="secondary">{t('session.hint')}</Typography.Text>
      <Input.TextArea
        aria-label={t('session.title')}
        value={json}
        onChange={(event) => setJson(event.target.value)}
        placeholder={t('session.placeholder')}
        autoSize={{ minRows: 4, maxRows: 12 }}
        spellCheck={false}
      />
      <label className="mock-panel__file">
        {t('session.file')}{' '}
        <input type="file" accept="application/json,.json" onChange={(event) => void readFile(event)} />
      </label>
      {problem ? (
        <Alert
          type="error"
          showIcon
          title={
            problem.problem === 'notJson' ? t('session.notJson') : t('session.notSession', { detail: problem.detail })
          }
        />
      ) : null}
      <Button type="primary" disabled={json.trim() === ''} onClick={show}>
        {t('session.show')}
      </Button>
    </Space>
  );
}

function FailureControls() {
  const { t } = useTranslation('support');
  const [call, setCall] = useState(mockedCalls[0]);
  const [status, setStatus] = useState(500);
  const [, redraw] = useState(0);
  const update = (change: () => void) => {
    change();
    saveMockDb();
    redraw((n) => n + 1);
  };
  const networkOptions = (['normal', 'slow', 'offline'] as const).map((mode) => ({
    value: mode,
    label: t(`failures.${mode}`),
  }));

  return (
    <Space orientation="vertical" className="mock-panel__section">
      <Typography.Title level={5}>{t('failures.title')}</Typography.Title>
      <Space wrap>
        <Select
          aria-label={t('failures.call')}
          value={call}
          onChange={setCall}
          options={mockedCalls.map((value) => ({ value, label: value }))}
          popupMatchSelectWidth={false}
        />
        <Select
          aria-label={t('failures.status')}
          value={status}
          onChange={setStatus}
          options={CATALOGUE_STATUSES.map((value) => ({ value, label: value }))}
        />
        <Button onClick={() => update(() => mockDb.failures.push({ call, status, used: 0 }))}>
          {t('failures.add')}
        </Button>
      </Space>
      {mockDb.failures.length === 0 ? <Typography.Text type="secondary">{t('failures.none')}</Typography.Text> : null}
      {mockDb.failures.map((failure, index) => (
        <Space key={`${failure.call}-${failure.status}-${index}`}>
          <Typography.Text code>
            {failure.call} → {failure.status}
          </Typography.Text>
          <Button size="small" onClick={() => update(() => mockDb.failures.splice(index, 1))}>
            {t('failures.remove')}
          </Button>
        </Space>
      ))}
      <Space wrap>
        <Typography.Text>{t('failures.network')}</Typography.Text>
        <Segmented<NetworkMode>
          value={mockDb.network}
          options={networkOptions}
          onChange={(mode) => update(() => (mockDb.network = mode))}
        />
      </Space>
      <Button onClick={() => window.location.reload()}>{t('failures.reload')}</Button>
    </Space>
  );
}
