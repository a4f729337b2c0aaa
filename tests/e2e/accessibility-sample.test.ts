import { describe } from 'vitest';
import { SAMPLE_SCREENS } from './support/axe-screens.ts';
import { sweepScreens } from './support/axe-sweep.ts';

describe('accessibility of the sample wedding a couple without a subscription sees, checked by axe-core in Chromium', () => {
  sweepScreens('sample', SAMPLE_SCREENS);
});
