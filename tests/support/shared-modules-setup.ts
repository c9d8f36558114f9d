/**
 * The `unit` project's second set-up file (vitest.config.ts): its files share one module graph per worker (decision
 * 094), so each starts as a fresh page. Not the `unit-isolated` project's: its files replace modules with `vi.mock`,
 * and the stores imported here would load the real ones first.
 */
import { freshStores } from './fresh-stores';

if (typeof document !== 'undefined') freshStores();
