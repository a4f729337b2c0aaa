import { Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GuestAnswers, PersonReply } from '../../../contract/guest-answers.ts';
import type { Guest } from '../../../contract/guests.ts';
import { useGuestAnswers } from '../api/use-guest-answers.ts';

const ANSWER_COLOR: Record<PersonReply, string | undefined> = {
  coming: 'success',
  notComing: 'error',
  none: undefined,
  notInvited: undefined,
};

/**
 * The guest's answers on their card (issue 38, item 8): per part of the day they are invited to,
 * their own answer and their +1's, and each one's diet when given.
 */
export function GuestAnswersSection({ guest }: { guest: Guest }) {
  const { t } = useTranslation('guests');
  const { answers, status } = useGuestAnswers(guest);
  // The sample wedding without invitations, or a read not made: nothing to show.
  if (status === 'skipped') return null;
  let content;
  if (status === 'rejected') content = <p>{t('details.loadFailed')}</p>;
  else if (!answers) content = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else content = <AnswersTable guest={guest} answers={answers} />;
  return <section className="guest-answers">{content}</section>;
}

function AnswersTable({ guest, answers }: { guest: Guest; answers: GuestAnswers }) {
  const { t } = useTranslation('guests');
  const title = t('details.answers');
  const word = (answer: PersonReply) => <Tag color={ANSWER_COLOR[answer]}>{t(`answers.${answer}`)}</Tag>;
  const halfLabel = guest.halfName || t('details.half');
  if (answers.parts.length === 0) {
    return (
      <Descriptions title={title} column={1} bordered size="small">
        <Descriptions.Item label={t('details.invitation')}>{t('details.notInvited')}</Descriptions.Item>
      </Descriptions>
    );
  }
  return (
    <Descriptions title={title} column={1} bordered size="small" data-testid="guest-answers">
      {answers.parts.map((part) => (
        <Descriptions.Item key={part.eventId} label={part.name}>
          {part.half === undefined ? (
            word(part.guest)
          ) : (
            <div className="guest-answers__people">
              <span>
                {guest.name}: {word(part.guest)}
              </span>
              <span>
                {halfLabel}: {word(part.half)}
              </span>
            </div>
          )}
        </Descriptions.Item>
      ))}
      {answers.diet !== '' ? (
        <Descriptions.Item label={guest.withHalf ? t('details.personDiet', { name: guest.name }) : t('details.diet')}>
          {answers.diet}
        </Descriptions.Item>
      ) : null}
      {answers.halfDiet !== '' ? (
        <Descriptions.Item label={t('details.personDiet', { name: halfLabel })}>{answers.halfDiet}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
