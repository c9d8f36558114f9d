import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setIdentity } from '../../src/data/api-client';
import { loadEnglish } from '../../src/i18n/i18n';
import { session } from '../../src/session/session-store';

afterEach(() => cleanup());

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: a role query over a section's tree took longer than
// 1 s on these two cores under load (ArticleTabs.test.tsx failed so, beside two other runs). A hang detector, like the
// test timeout, not a speed limit: a passing test waits no longer.
configure({ asyncUtilTimeout: 5000 });

// As the browser's start-up does (src/renderer/client-start.ts): the client calls with the session's login.
setIdentity(() => ({ token: session.token, companyId: session.companyId }));

// The English catalogue is its own chunk in the browser (loaded on choosing English); tests that switch language
// find it here already.
await loadEnglish();
