/**
 * React Router 7 publishes a production build (dist/production: no development-only warnings and checks), but its
 * package exports point every import at dist/development (remix-run/react-router#14102, open). The browser's build
 * takes the production files by path through these aliases (docs/decisions/037); the dev server, the tests and the
 * server renderer keep the development build and its warnings.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

/** Vite `resolve.alias` entries: each public entry of the package to its production file. */
export const productionRouter = [
  { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
];
