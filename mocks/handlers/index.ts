import { HttpHandler } from 'msw';

/*
 * Every file of this folder is a feature's mocked calls: each array of handlers it exports joins
 * the list, so a new feature's handlers need no line here. The order is the files' names; it does
 * not matter, since no two files answer the same call (MSW would take the first).
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true });

const isHandlers = (value: unknown): value is HttpHandler[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof HttpHandler);

/** Every mocked call, shared by the component tests (msw/node) and `npm run dev:mock` (the worker). */
export const handlers: HttpHandler[] = Object.keys(modules)
  .sort()
  .flatMap((file) => Object.values(modules[file]!).filter(isHandlers).flat());
