import { ConfigProvider, App as AntApp, Result } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import { useTranslation } from 'react-i18next';

export function App() {
  const { t } = useTranslation();
  return (
    <ConfigProvider locale={ruRU} theme={{ token: { colorPrimary: '#c2185b' } }}>
      <AntApp>
        <Result status="info" title={t('appName')} subTitle={t('loading')} />
      </AntApp>
    </ConfigProvider>
  );
}
