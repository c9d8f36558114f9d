/**
 * The mock answers a request with one of the contract's named examples when it carries `Prefer: example=<name>`
 * (mock-server/README.md): a Playwright route handler that adds the header and lets the request go on.
 */
import type { Route } from '@playwright/test';

export const answerWith =
  (example: string, extra: Record<string, string> = {}) =>
  (route: Route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}`, ...extra } });
