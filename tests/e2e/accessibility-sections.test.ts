import { describe } from 'vitest';
import { SECTION_SCREENS } from './support/axe-screens.ts';
import { sweepScreens } from './support/axe-sweep.ts';

describe('accessibility of the other planning sections, checked by axe-core in Chromium', () => {
  sweepScreens('sections', SECTION_SCREENS);
});
