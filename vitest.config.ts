import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { portalConfigPlugin } from './scripts/vite-plugin-portal-config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin(), portalConfigPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'sdk/**/*.test.ts',
            'scripts/**/*.test.ts',
            'pages.config/**/*.test.ts',
            'server/**/*.test.ts',
            'studio/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/support/unit-setup.ts'],
          // A hang detector, not a speed limit (speed is the bench's): form tests type with user-event, and the
          // store's tests start PGlite, PostgreSQL and service processes, on two cores shared with the browser tests
          // that `npm test` runs beside them (decision 079). 15 s ran out there for a PGlite import.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          // Coverage first: teardowns run in reverse, so the mock closes even when the coverage gate throws.
          globalSetup: ['tests/support/coverage-global-setup.ts', 'tests/support/mock-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
