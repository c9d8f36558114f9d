// The bench's own unit tests (its statistics and the pure parts of its counting), in Node:
// `npm run test:bench` (part of `npm test`: package.json's validate). (The root vitest.config.ts runs the portal's.)
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'bench', root: new URL('.', import.meta.url).pathname, environment: 'node', include: ['*.test.mjs'] },
});
