import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadEnglish } from '../../src/i18n/i18n';

afterEach(() => cleanup());

// The English catalogue is its own chunk in the browser (loaded on choosing English); tests that switch language
// find it here already.
await loadEnglish();
