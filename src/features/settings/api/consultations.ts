import { useTranslation } from 'react-i18next';
import { consultationRoutes } from '../../../contract/consultation-routes.ts';
import type { ConsultationRequest } from '../../../contract/consultations.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /consultations/slots: free times to book; read only for a wedding that has paid. */
export function useConsultationSlots(enabled: boolean) {
  return useRouteQuery(consultationRoutes.slots, { enabled });
}

/** GET /consultations: the wedding's bookings, soonest first. */
export function useConsultations(enabled: boolean) {
  return useRouteQuery(consultationRoutes.list, { enabled });
}

/** POST /consultations: books the chosen slot with the topic. */
export function useBookConsultation() {
  const { t } = useTranslation('settings');
  return useRouteMutation(consultationRoutes.book, (body: ConsultationRequest) => ({
    body,
    successMessage: t('consultation.success'),
  }));
}

/** DELETE /consultations/{id}, after the card has asked. */
export function useCancelConsultation() {
  const { t } = useTranslation('settings');
  return useRouteMutation(consultationRoutes.cancel, (id: string) => ({
    params: { id },
    successMessage: t('consultation.cancelled'),
  }));
}
