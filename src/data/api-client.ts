/** The portal's one SDK client; it reads the session for every call. Only src/data imports it. */
import { createPortalClient } from '../../sdk/client';
import { session } from '../session/session-store';

export const api = createPortalClient({
  baseUrl: '/n2024',
  getAuth: () => ({ token: session.token, companyId: session.companyId }),
});
