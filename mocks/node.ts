import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** The mock API for component tests; tests add one-off answers with `mockServer.use(...)`. */
export const mockServer = setupServer(...handlers);
