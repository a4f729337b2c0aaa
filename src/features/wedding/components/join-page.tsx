import { Alert, Button, Card, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { JOIN_CONFIRM_FIELD, type InvitationPreview } from '../../../contract/wedding.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { forgetJoinToken, rememberJoinToken, rememberedJoinToken } from '../../../lib/routing/pending-join.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useServices, useSessionState } from '../../../lib/services/services-context.tsx';
import { invitationKey, useInvitationPreview, useJoinWedding } from '../api/join.ts';
import './join-page.css';

/**
 * The page an invitation mail links to (/profile/join?token=…). It shows who invites and as whom.
 * Signed out: links to log in or register with the invited address filled in; the token is kept in
 * this tab, and once signed in the router brings the visitor back here, where joining starts by
 * itself. Signed in with the invited address: a join button. With another address: says so and
 * offers to log out. A 409 that a confirmation lifts (the joiner's own plan) asks for it.
 */
export function JoinPage() {
  const { t } = useTranslation(['wedding', 'pages']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const preview = useInvitationPreview(token);
  const { session } = useSessionState();

  useEffect(() => {
    if (preview.status === 'rejected') forgetJoinToken();
  }, [preview.status]);

  let body;
  if (!token || preview.status === 'rejected') {
    body = <Alert type="warning" showIcon message={t('join.invalid')} data-testid="join-invalid" />;
  } else if (!preview.data) {
    body = <Spin aria-label={t('join.checking')} />;
  } else {
    const invitation = preview.data;
    body = (
      <>
        <Invitation invitation={invitation} />
        {!session ? (
          <SignedOut token={token} email={invitation.email} />
        ) : session.email !== invitation.email ? (
          <OtherAddress token={token} current={session.email} invited={invitation.email} />
        ) : (
          <JoinButton token={token} />
        )}
      </>
    );
  }
  return (
    <main className="join-page">
      <Card title={<h1 className="join-page__title">{t('pages:titles.join')}</h1>} className="join-page__card">
        {body}
      </Card>
    </main>
  );
}

function Invitation({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation('wedding');
  const { brideName, groomName } = invitation.couple;
  const couple =
    brideName && groomName ? t('join.couple', { bride: brideName, groom: groomName }) : t('join.coupleUnknown');
  return (
    <div data-testid="join-invitation">
      <p className="join-page__lead">{t('join.invites', { couple })}</p>
      <p>
        {t('join.role', { role: t(`roles.${invitation.role}`) })} {t(`roleHints.${invitation.role}`)}
      </p>
      <p>{t('join.address', { email: invitation.email })}</p>
    </div>
  );
}

function SignedOut({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('wedding');
  const navigate = useNavigate();
  useEffect(() => rememberJoinToken(token), [token]);
  const query = `?email=${encodeURIComponent(email)}`;
  return (
    <>
      <p>{t('join.signedOut')}</p>
      <div className="join-page__actions">
        <Button type="primary" onClick={() => navigate(`${ROUTE_PATHS.login}${query}`)}>
          {t('join.login')}
        </Button>
        <Button onClick={() => navigate(`${ROUTE_PATHS.registration}${query}`)}>{t('join.register')}</Button>
      </div>
    </>
  );
}

function OtherAddress({ token, current, invited }: { token: string; current: string; invited: string }) {
  const { t } = useTranslation('wedding');
  const { session } = useServices();
  const { logoutStatus } = useSessionState();
  useEffect(() => rememberJoinToken(token), [token]);
  return (
    <>
      <Alert type="warning" showIcon message={t('join.otherAddress', { current, email: invited })} />
      <div className="join-page__actions">
        <Button onClick={() => void session.logout()} loading={logoutStatus === 'loading'}>
          {t('join.logout')}
        </Button>
      </div>
    </>
  );
}

/** Whether a refusal of the join is lifted by `confirm: true` (the joiner's own plan). */
function asksConfirmation(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.fieldMessages.find((message) => message.field === JOIN_CONFIRM_FIELD)?.text ?? null;
}

function JoinButton({ token }: { token: string }) {
  const { t } = useTranslation('wedding');
  const join = useJoinWedding();
  const { session } = useServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // Back from signing in with this invitation kept: join at once, as asked before signing in.
  const cameBack = useRef(rememberedJoinToken() === token);

  const send = async (confirm: boolean) => {
    try {
      const user = await join.trigger(confirm ? { token, confirm: true } : { token });
      forgetJoinToken();
      // Whatever was read of the wedding left behind is not this wedding's. The invitation's own
      // read stays: this page shows it until the main page opens, and the spent token would now 404.
      const shown = invitationKey(token);
      await mutate((key) => key !== shown, undefined, { revalidate: false });
      session.setSession(user);
      navigate(ROUTE_PATHS.main, { replace: true });
    } catch (error) {
      const text = asksConfirmation(error);
      if (text && error instanceof ApiError) {
        error.dismissNotice();
        setConfirmation(text);
      }
      if (error instanceof ApiError && error.status === 410) forgetJoinToken();
    }
  };

  useEffect(() => {
    if (!cameBack.current) return;
    cameBack.current = false;
    void send(false);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (confirmation) {
    return (
      <>
        <Alert type="warning" showIcon message={confirmation} data-testid="join-confirmation" />
        <div className="join-page__actions">
          <Button danger type="primary" loading={join.isMutating} onClick={() => void send(true)}>
            {t('join.confirmSubmit')}
          </Button>
          <Link to={ROUTE_PATHS.main} onClick={forgetJoinToken}>
            {t('join.toMain')}
          </Link>
        </div>
      </>
    );
  }
  return (
    <div className="join-page__actions">
      <Button type="primary" loading={join.isMutating} onClick={() => void send(false)}>
        {t('join.submit')}
      </Button>
    </div>
  );
}
