import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import type { Invitation, RsvpAnswer, WeddingEvent } from '../../../contract/invitations.ts';
import { halfHolderOf } from '../../../contract/rsvp-rules.ts';

/**
 * What a household answered, person by person: each guest's and each +1's answer per part and
 * their own diet, then what the household said as a whole.
 */
export function InvitationAnswers({
  invitation,
  guests,
  events,
}: {
  invitation: Invitation;
  guests: readonly Guest[];
  events: readonly WeddingEvent[];
}) {
  const { t } = useTranslation('invitations');
  const household = guests.filter((guest) => invitation.guestIds.includes(guest.id));
  const holder = halfHolderOf(household);
  const personOf = (guestId: string, half: boolean | undefined) => {
    const guest = household.find((entry) => entry.id === guestId);
    if (!guest) return '';
    if (!half) return guest.name;
    const named = guest.id === holder?.id ? (invitation.halfName ?? guest.halfName) : guest.halfName;
    return named ?? t('list.halfOf', { name: guest.name });
  };
  const key = (answer: Pick<RsvpAnswer, 'guestId' | 'half'>) => `${answer.guestId}-${answer.half === true}`;
  return (
    <ul className="invitations__answers invitations__screen-only">
      {invitation.answers.map((answer) => (
        <li key={`${key(answer)}-${answer.eventId}`}>
          {personOf(answer.guestId, answer.half)} — {events.find((event) => event.id === answer.eventId)?.name}:{' '}
          {answer.coming ? t('list.coming') : t('list.notComing')}
        </li>
      ))}
      {invitation.diets.map((entry) => (
        <li key={`diet-${key(entry)}`}>
          {t('list.personDiet', { person: personOf(entry.guestId, entry.half), diet: entry.diet })}
        </li>
      ))}
      {invitation.halfName && <li>{t('list.half', { name: invitation.halfName })}</li>}
      {invitation.childrenCount > 0 && <li>{t('list.children', { count: invitation.childrenCount })}</li>}
      {invitation.transfer && <li>{t('list.transfer')}</li>}
      {invitation.overnight && <li>{t('list.overnight')}</li>}
      {invitation.message && <li>{t('list.message', { message: invitation.message })}</li>}
    </ul>
  );
}
