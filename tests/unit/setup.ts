import '@testing-library/jest-dom/vitest';
import '../../src/lib/i18n.ts';
