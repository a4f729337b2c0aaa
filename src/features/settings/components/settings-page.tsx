import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useSessionState } from '../../../lib/services/services-context.tsx';
import { AccountDeletion } from './account-deletion.tsx';
import { ArchiveCard } from './archive-card.tsx';
import { ConsultationCard } from './consultation-card.tsx';
import { MembersCard } from './members-card.tsx';
import { NotificationsCard } from './notifications-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SecurityForm } from './security-form.tsx';
import { StorageCard } from './storage-card.tsx';
import './settings-page.css';

/**
 * Profile settings (spec section 2): the profile form, the security form, the wedding's members,
 * the consultation, the mail the product sends of its own accord, its file storage, the whole wedding
 * as a file (out, and into an empty plan), account deletion.
 */
export function SettingsPage() {
  const { t } = useTranslation('pages');
  const { session } = useSessionState();
  if (!session) return null;
  return (
    <Page title={t('titles.settings')}>
      <div className="settings-page">
        <ProfileForm session={session} />
        <SecurityForm email={session.email} />
        <MembersCard session={session} />
        <ConsultationCard session={session} />
        {session.wedding && <NotificationsCard email={session.email} />}
        {session.wedding && <StorageCard />}
        {session.wedding && <ArchiveCard session={session} />}
        <AccountDeletion />
      </div>
    </Page>
  );
}
