import { describe } from 'vitest';
import { BUDGET_GUEST_SCREENS } from './support/axe-screens.ts';
import { sweepScreens } from './support/axe-sweep.ts';

describe('accessibility of the main page, the budget and the guest list, checked by axe-core in Chromium', () => {
  sweepScreens('budget-guests', BUDGET_GUEST_SCREENS);
});
