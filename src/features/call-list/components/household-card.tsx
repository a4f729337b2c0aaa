import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { Button, Card, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallListHousehold } from '../../../contract/call-list.ts';
import type { WeddingEvent } from '../../../contract/invitations.ts';
import { allChosen, answerOf, telOf, type PartChoices } from '../call-answer.ts';
import { useRecordAnswer } from '../api/call-list.ts';

/**
 * One household to call: its guests, their phones to dial, and per part of the day whether the
 * household comes (one choice for all its guests); the answer is recorded once every part is marked.
 */
export function HouseholdCard({
  household,
  events,
  onRecorded,
}: {
  household: CallListHousehold;
  events: readonly WeddingEvent[];
  onRecorded: () => void;
}) {
  const { t } = useTranslation('call-list');
  const record = useRecordAnswer();
  const [choices, setChoices] = useState<PartChoices>({});
  const phones = household.guests.filter((guest) => guest.phone);
  const nameOf = (eventId: string) => events.find((event) => event.id === eventId)?.name ?? '';
  const ready = allChosen(household, choices);

  const submit = async () => {
    try {
      await record.trigger({ invitationId: household.invitationId, body: answerOf(household, choices) });
      onRecorded();
    } catch {
      // The write's own notice has said what went wrong; the choices stay for another try.
    }
  };

  return (
    <Card
      className="call-card"
      data-household={household.invitationId}
      title={household.guests.map((guest) => guest.name).join(', ')}
      size="small"
    >
      <div className="call-card__phones">
        {phones.length === 0 ? (
          <p className="call-card__no-phone">{t('noPhone')}</p>
        ) : (
          <ul className="call-card__phone-list" aria-label={t('phones')}>
            {phones.map((guest) => (
              <li key={guest.id}>
                <a href={telOf(guest.phone!)} className="call-card__phone">
                  <PhoneOutlined aria-hidden /> {guest.phone}
                </a>
                {household.guests.length > 1 && <span className="call-card__whose"> {guest.name}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ul className="call-card__parts" aria-label={t('events')}>
        {household.eventIds.map((eventId) => (
          <li key={eventId} className="call-card__part">
            <span className="call-card__part-name">{nameOf(eventId)}</span>
            {/* A list item keeps its role; the choice for the part is the named group. */}
            <div role="group" aria-label={nameOf(eventId)}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                value={choices[eventId] === undefined ? undefined : String(choices[eventId])}
                onChange={(event) => setChoices((now) => ({ ...now, [eventId]: event.target.value === 'true' }))}
                options={[
                  { value: 'true', label: t('coming') },
                  { value: 'false', label: t('declined') },
                ]}
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="call-card__actions">
        <Button type="primary" disabled={!ready} loading={record.isMutating} onClick={() => void submit()}>
          {t('record')}
        </Button>
        {!ready && <span className="call-card__hint">{t('recordHint')}</span>}
      </div>
    </Card>
  );
}
