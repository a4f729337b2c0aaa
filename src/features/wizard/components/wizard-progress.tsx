import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The progress heart and the "step N of 4" line (spec section 2): the heart fills from the bottom, one
 * quarter per step reached.
 */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation('wizard');
  const clipId = useId();
  const filled = (step + 1) / total;
  const label = t('progress', { step: step + 1, total });
  return (
    <div className="wizard-progress">
      <svg
        className="wizard-progress__heart"
        viewBox="0 0 32 29"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={label}
        aria-label={label}
      >
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y={29 * (1 - filled)} width="32" height={29 * filled} />
          </clipPath>
        </defs>
        <path className="wizard-progress__outline" d={HEART} />
        <path className="wizard-progress__fill" d={HEART} clipPath={`url(#${clipId})`} />
      </svg>
      <span className="wizard-progress__text" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}

const HEART =
  'M16 28.5 13.7 26.4C5.6 19 0.2 14.1 0.2 8.1 0.2 3.2 4 -0.6 8.9 -0.6c2.7 0 5.4 1.3 7.1 3.3 1.7-2 4.4-3.3 7.1-3.3 4.9 0 8.7 3.8 8.7 8.7 0 6-5.4 10.9-13.5 18.3L16 28.5Z';
