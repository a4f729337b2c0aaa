import { useTranslation } from 'react-i18next';
import { AMOUNT_OF_GUESTS_VALUES, type AmountOfGuests } from '../../contract/session.ts';

/**
 * The six answers to "how many guests" (spec section 3), for the wizard's radio group and the
 * settings' select; the spec's repeated 50–100 label is fixed to 100–150.
 */
export function useAmountOfGuestsOptions(): { value: AmountOfGuests; label: string }[] {
  const { t } = useTranslation('common');
  return AMOUNT_OF_GUESTS_VALUES.map((value) => ({ value, label: t(`amountOfGuests.${value}`) }));
}
