import { Empty, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { Page } from '../../../components/page/page.tsx';
import type { Message } from '../../../contract/messages.ts';
import { useCancelMessage, useMessages } from '../api/messages.ts';
import { MessageCard } from './message-card.tsx';
import { MessageCompose } from './message-compose.tsx';
import { RemindersCard } from './reminders-card.tsx';
import './messages-page.css';

/**
 * The messages to the guests (issue 40), a tab of the invitations: a new message on one side, the
 * messages sent and scheduled on the other (newest first), each with its deliveries by household;
 * under the new message, the reminders to the households that have not answered.
 */
export function MessagesPage() {
  const { t } = useTranslation(['messages', 'sections']);
  const messages = useMessages();
  const cancel = useCancelMessage();
  // The app has no antd <App> wrapper (it stays out of the first screen), so the page holds its own.
  const [modal, modalHolder] = Modal.useModal();

  const confirmCancel = (message: Message) => {
    modal.confirm({
      title: t('messages:list.cancelTitle'),
      content: t('messages:list.cancelText'),
      okText: t('messages:list.cancelConfirm'),
      cancelText: t('messages:list.keep'),
      okButtonProps: { danger: true },
      // Resolving closes the dialog; a failure (409: its sending started) keeps it for its notice.
      onOk: () => cancel.trigger(message.id),
    });
  };

  return (
    <Page title={t('sections:messages.title')}>
      {modalHolder}
      <div className="messages-page">
        <div className="messages-page__side">
          <section className="messages-page__compose" aria-labelledby="messages-compose-heading">
            <h2 id="messages-compose-heading" className="messages-page__heading">
              {t('messages:compose.title')}
            </h2>
            <MessageCompose />
          </section>
          <RemindersCard />
        </div>
        <section className="messages-page__list" aria-labelledby="messages-list-heading">
          <h2 id="messages-list-heading" className="messages-page__heading">
            {t('messages:list.title')}
          </h2>
          {messages.status === 'rejected' ? (
            <LoadFailed onRetry={() => messages.reload()} />
          ) : !messages.data ? (
            <Spin />
          ) : messages.data.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages:list.empty')} />
          ) : (
            <div className="messages-page__messages">
              {messages.data.map((message) => (
                <MessageCard key={message.id} message={message} onCancel={confirmCancel} />
              ))}
            </div>
          )}
        </section>
      </div>
    </Page>
  );
}
