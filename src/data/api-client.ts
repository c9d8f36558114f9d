/** The portal's one SDK client; it reads the session for every call. Only src/data imports it. */
import { createPortalClient } from '../../sdk/client';
import { session } from '../session/session-store';

/**
 * Where the backend is: its /n2024 path on this origin in the browser; in the server renderer's bundle
 * (import.meta.env.SSR, server/render) the backend the server runs against, API_TARGET, as an absolute address.
 */
const baseUrl = import.meta.env.SSR
  ? `${(globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.API_TARGET ?? 'http://127.0.0.1:4010'}/n2024`
  : '/n2024';

export const api = createPortalClient({
  baseUrl,
  getAuth: () => ({ token: session.token, companyId: session.companyId }),
});
