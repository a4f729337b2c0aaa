import { Button } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/modal/app-modal.tsx';
import './unsaved-changes-guard.css';

/**
 * Asks before leaving a form with changes not yet saved: a move inside the app waits for the
 * person's answer, and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <AppModal
      open={blocked}
      title={t('unsaved.title')}
      onClose={() => blocker.reset?.()}
      width={420}
      footer={
        <div className="unsaved-guard__actions">
          <Button onClick={() => blocker.proceed?.()}>{t('unsaved.leave')}</Button>
          <Button type="primary" onClick={() => blocker.reset?.()}>
            {t('unsaved.stay')}
          </Button>
        </div>
      }
    >
      <p>{t('unsaved.text')}</p>
    </AppModal>
  );
}
