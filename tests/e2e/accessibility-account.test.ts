import { describe } from 'vitest';
import { ACCOUNT_SCREENS } from './support/axe-screens.ts';
import { sweepScreens } from './support/axe-sweep.ts';

describe('accessibility of the sign-in, wizard and account screens, checked by axe-core in Chromium', () => {
  sweepScreens('account', ACCOUNT_SCREENS);
});
