import { Buffer } from 'buffer';

/*
 * The mocks read spreadsheets and CSV (the guest import) with libraries that expect Node's Buffer
 * when they load. The one-script mock build injects it (vite.config.ts); the mock dev server
 * (`npm run dev:mock`) loads modules one by one, so it is set here, before any of them.
 */
(globalThis as { Buffer?: typeof Buffer }).Buffer ??= Buffer;
