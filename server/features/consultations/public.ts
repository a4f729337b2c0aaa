/* What other parts of the server may use of the consultation: the support desk's commands. */
export { consultationDay, openConsultationSlots } from './support.ts';
