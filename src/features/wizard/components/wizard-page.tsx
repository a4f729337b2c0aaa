import { Button, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useUpdateProfile, type ProfileChanges } from '../../../lib/profile/use-update-profile.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useSessionState } from '../../../lib/services/services-context.tsx';
import { LAST_STEP, nextStep, resumeStep, WIZARD_STEPS, wizardValuesOf, type WizardValues } from '../wizard-steps.ts';
import { WizardExitConfirm } from './wizard-exit-confirm.tsx';
import { DatesStep, GuestsStep, NamesStep, PlacesStep } from './wizard-step-fields.tsx';
import { WizardProgress } from './wizard-progress.tsx';
import './wizard-page.css';

const STEP_FIELDS = [NamesStep, DatesStep, PlacesStep, GuestsStep];

/**
 * The first-run wizard (spec section 2): four steps, each saved through POST /user/update as soon
 * as it is done, so nothing typed is lost if the wizard is left half-way. The last step also sends
 * `isShowInitWizard: false`; the session that comes back makes the router open the dashboard.
 * Closing the wizard logs out, once the person has confirmed it.
 */
export function WizardPage() {
  const { t } = useTranslation(['wizard', 'pages']);
  const navigate = useNavigate();
  const { session } = useSessionState();
  const updateProfile = useUpdateProfile();
  const [form] = Form.useForm<WizardValues>();
  const validation = useTouchValidation(form);
  const [initialValues] = useState(() => wizardValuesOf(session));
  // Mock builds only: a support scenario (or a pasted user) opens the wizard where its data leave it.
  const [step, setStep] = useState(() => (import.meta.env.MODE === 'mock' ? resumeStep(initialValues) : 0));
  const [confirmingExit, setConfirmingExit] = useState(false);
  const current = WIZARD_STEPS[step];
  const StepFields = STEP_FIELDS[step];
  const isLast = step === LAST_STEP;

  const saveStep = async () => {
    const values = form.getFieldsValue(current.fields as unknown as (keyof WizardValues)[]) as WizardValues;
    const changes: ProfileChanges = { ...values, ...(isLast ? { isShowInitWizard: false } : {}) };
    try {
      await updateProfile.trigger(changes);
      setStep(nextStep);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <AppModal title={t('pages:titles.wizard')} onClose={() => setConfirmingExit(true)} width={560} isScreen>
      <WizardExitConfirm
        open={confirmingExit}
        onStay={() => setConfirmingExit(false)}
        onLeave={() => navigate(ROUTE_PATHS.logout)}
      />
      <WizardProgress step={step} total={WIZARD_STEPS.length} />
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={initialValues}
        onFinish={saveStep}
        {...validation}
      >
        <h2 className="wizard-page__step-title">{t(`steps.${current.key}`)}</h2>
        <StepFields key={current.key} />
        <div className="wizard-page__actions">
          {step > 0 ? (
            <Button onClick={() => setStep(step - 1)} disabled={updateProfile.isMutating}>
              {t('back')}
            </Button>
          ) : null}
          <Button type="primary" htmlType="submit" loading={updateProfile.isMutating} className="wizard-page__next">
            {t(isLast ? 'finish' : 'next')}
          </Button>
        </div>
      </Form>
    </AppModal>
  );
}
