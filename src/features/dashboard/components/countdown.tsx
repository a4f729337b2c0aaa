import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { countdownState } from '../../../lib/countdown.ts';
import { useNow } from '../use-now.ts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The live countdown to the registration (spec "Dashboard"), or what to say when there is none. */
export function Countdown({ registrationDate }: { registrationDate: string | null }) {
  const { t } = useTranslation('dashboard');
  const now = useNow();
  const state = countdownState(registrationDate, now);

  switch (state.kind) {
    case 'noDate':
      return (
        <div className="countdown countdown--message" data-testid="countdown">
          <p className="countdown__message">{t('countdown.noDate')}</p>
          <Link className="countdown__action" to={ROUTE_PATHS.settings}>
            {t('countdown.setDate')}
          </Link>
        </div>
      );
    case 'day':
      return (
        <div className="countdown countdown--message" data-testid="countdown">
          <p className="countdown__message countdown__message--festive">{t('countdown.today')}</p>
        </div>
      );
    case 'after':
      return (
        <div className="countdown countdown--message" data-testid="countdown">
          <p className="countdown__message countdown__message--festive">
            {t('countdown.after', { count: state.days })}
          </p>
        </div>
      );
    case 'before':
      return (
        <div className="countdown" data-testid="countdown">
          {state.isToday ? (
            <p className="countdown__message countdown__message--festive">{t('countdown.today')}</p>
          ) : null}
          <p className="countdown__label">{t('countdown.label')}</p>
          <ul className="countdown__units" aria-live="off">
            {UNITS.map((unit) => (
              <li key={unit} className="countdown__unit" data-testid={`countdown-${unit}`}>
                <span className="countdown__value">{state[unit]}</span>{' '}
                <span className="countdown__unit-name">{t(`countdown.units.${unit}`, { count: state[unit] })}</span>
              </li>
            ))}
          </ul>
        </div>
      );
  }
}
