import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { portalConfigPlugin } from './scripts/vite-plugin-portal-config';
import { precompressPlugin } from './scripts/vite-plugin-precompress';
import { productionRouter } from './scripts/production-router';
import { sectionAssetsPlugin } from './scripts/vite-plugin-section-assets';
import { qrImagePlugin } from './scripts/vite-plugin-qr-image';
import { studioApiPlugin } from './scripts/vite-plugin-studio-api';
import { portalLogger } from './scripts/vite-logger';
import { startClosurePlugin } from './scripts/vite-plugin-start-closure';

/** Where /n2024 API and websocket traffic goes in dev and preview: the embedded mock unless API_TARGET says otherwise. */
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const proxy = {
  // Everything under /n2024 except the app itself (/n2024/web/...) belongs to the backend.
  '^/n2024/(?!web(/|$))': { target: apiTarget, changeOrigin: true, ws: true },
};

/**
 * The libraries every page of the portal and the studio loads at start (React, the router, TanStack Query, valtio,
 * the SDK with openapi-fetch, js-cookie): one chunk instead of three (decision 093). Not Vite's preload helper: the
 * entry's script imports it, and what that script imports is fetched before the first paint (decision 030).
 */
const FRAME_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|valtio|proxy-compare|openapi-fetch|js-cookie)[\\/]/;
const SDK_DIR = fileURLToPath(new URL('./sdk/', import.meta.url));
const inFrame = (id: string) => FRAME_LIBRARIES.test(id) || id.startsWith(SDK_DIR);
/**
 * What the portal runs on every load (scripts/vite-plugin-start-closure.ts): the entry's static imports and those of
 * its start-up, with the libraries above, in the same chunk (decision 093, amended). Not the entry's own script nor
 * what it imports (fetched before the first paint, decision 030: the chunk with React DOM comes after it), and not
 * src/start.ts: its top level starts the portal, and the studio, which loads this chunk too, must not run it.
 */
const start = startClosurePlugin({
  entry: 'index.html',
  starts: ['src/start.ts', 'src/boot.tsx'],
  beforePaint: ['src/main.ts'],
  apart: ['src/start.ts'],
});

/** The client build's folder; the server renderer's bundle is built beside it (`vite build --ssr`, see `npm run build`). */
const outDir = process.env.OUT_DIR ?? 'dist';

export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/n2024/web/',
  // A closed tab's QR socket is not an error with a stack trace (scripts/vite-logger.ts).
  customLogger: portalLogger(),
  // React Router's production files in the browser's build (scripts/production-router.ts, decision 037).
  resolve: { alias: command === 'build' && !isSsrBuild ? productionRouter : [] },
  // The studio's service first: its published config answers before the build's copy (scripts/vite-plugin-studio-api.ts).
  plugins: isSsrBuild
    ? [react(), vanillaExtractPlugin(), portalConfigPlugin({ ssr: true })]
    : [
        studioApiPlugin(),
        qrImagePlugin(),
        react(),
        vanillaExtractPlugin(),
        portalConfigPlugin(),
        sectionAssetsPlugin(),
        precompressPlugin(),
        start.plugin,
      ],
  // The portal's own page only: the dependency scan would otherwise crawl bench/harness/index.html too, whose
  // virtual modules exist only in the harness build.
  optimizeDeps: { entries: ['index.html', 'studio/index.html', 'studio/preview.html'] },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
  // OUT_DIR lets several e2e runs on one machine build side by side (each serves its own build).
  build: isSsrBuild
    ? // The server renderer (server/render/entry-server.tsx, decision 025): Node modules, dependencies left to node_modules.
      { outDir: `${outDir}-ssr`, sourcemap: true, target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir,
        manifest: true,
        sourcemap: true,
        target: 'es2022',
        // No modulepreload polyfill (0.4 kB gzip and a request on every page): the browsers of this target without
        // modulepreload (Safari before 17, Firefox before 115) only fetch the listed code on import instead
        // (docs/decisions/030); Vite's own loader falls back to rel=preload for them.
        modulePreload: { polyfill: false },
        // The portal, and the config studio with its preview as pages of their own (decision 021).
        rolldownOptions: {
          input: { index: 'index.html', studio: 'studio/index.html', preview: 'studio/preview.html' },
          // What every page starts with, in one file (decision 093): fewer files' import lines and headers on /home.
          output: {
            codeSplitting: {
              // The set is closed under static imports already; a module outside it stays where Rolldown puts it.
              includeDependenciesRecursively: false,
              groups: [{ name: 'frame', test: (id) => inFrame(id) || start.modules.has(id) }],
            },
          },
        },
      },
}));
