import { setupServer } from 'msw/node';

/** The mocked HTTP layer: each test registers the handlers it needs with `server.use(...)`. */
export const server = setupServer();
