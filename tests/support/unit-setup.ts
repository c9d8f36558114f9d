import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setIdentity } from '../../src/data/api-client';
import { loadEnglish } from '../../src/i18n/i18n';
import { session } from '../../src/session/session-store';

afterEach(() => cleanup());

// As the browser's start-up does (src/renderer/client-start.ts): the client calls with the session's login.
setIdentity(() => ({ token: session.token, companyId: session.companyId }));

// The English catalogue is its own chunk in the browser (loaded on choosing English); tests that switch language
// find it here already.
await loadEnglish();
