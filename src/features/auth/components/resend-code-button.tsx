import { Button } from 'antd';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RESEND_CODE_INTERVAL_SECONDS } from '../../../contract/account.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useResendCode } from '../api/resend-code.ts';
import type { ConfirmationState } from './confirmation-path.ts';
import { useCooldown } from './use-cooldown.ts';

function isConfirmationState(state: unknown): state is ConfirmationState {
  return typeof state === 'object' && state !== null && typeof (state as ConfirmationState).codeSentAt === 'number';
}

/** Seconds a 429 answer asks to wait (its Retry-After header), if it says. */
function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429 || !isAxiosError(error.cause)) return null;
  const seconds = Number(error.cause.response?.headers['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * The "send the code again" link: asks for a new code, then waits out the server's interval with the
 * seconds left in view. Coming straight from registration, the first minute is already running; a
 * 429 answer starts the wait the server names.
 */
export function ResendCodeButton({ userId, onSent }: { userId: string; onSent?: () => void }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const resend = useResendCode();
  const [initialUntil] = useState(() =>
    isConfirmationState(location.state) ? location.state.codeSentAt + RESEND_CODE_INTERVAL_SECONDS * 1000 : 0,
  );
  const { secondsLeft, start } = useCooldown(initialUntil);

  const onClick = async () => {
    try {
      await resend.trigger(userId);
      start(RESEND_CODE_INTERVAL_SECONDS);
      onSent?.();
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) start(wait);
    }
  };

  return (
    <Button
      color="primary"
      variant="link"
      className="auth-form__resend"
      disabled={secondsLeft > 0}
      loading={resend.isMutating}
      // A click keeps the focus in the code field: leaving it empty for this button is no mistake to
      // flag (the field is checked when the person leaves it).
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => void onClick()}
    >
      {secondsLeft > 0 ? t('confirmation.resendIn', { seconds: secondsLeft }) : t('confirmation.resend')}
    </Button>
  );
}
