import { useTranslation } from 'react-i18next';
import type { Invitation, WeddingEvent } from '../../../contract/invitations.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSessionState } from '../../../lib/services/services-context.tsx';

/**
 * What a printed card says besides its QR code: whose wedding, and each part of the day the
 * household is invited to with its date, time and place, so a card on the fridge is enough without
 * scanning it. Shown on paper only (the page lists the same on screen in its own way).
 */
export function PrintedCardDetails({ invitation, events }: { invitation: Invitation; events: WeddingEvent[] }) {
  const { t } = useTranslation('invitations');
  const { session } = useSessionState();
  const bride = session?.brideName ?? '';
  const groom = session?.groomName ?? '';
  const couple = bride && groom ? t('list.printCouple', { bride, groom }) : bride || groom;
  const parts = invitation.eventIds
    .map((id) => events.find((event) => event.id === id))
    .filter((event): event is WeddingEvent => event !== undefined);
  return (
    <div className="invitations__print-only invitations__print-details" data-testid="printed-card-details">
      {couple ? <p className="invitations__print-couple">{couple}</p> : null}
      <ul className="invitations__print-parts">
        {parts.map((event) => (
          <li key={event.id}>
            <strong>{event.name}</strong>
            {[event.startsAt ? formatDateTime(event.startsAt) : null, event.place, event.address]
              .filter(Boolean)
              .map((detail) => ` · ${detail}`)
              .join('')}
          </li>
        ))}
      </ul>
    </div>
  );
}
