/**
 * The portal server compiled at build time (decision 044; `npm run build`'s last step:
 * `vite build -c server/portal/vite.config.ts`): server/portal/main.ts and what it imports from the checkout, as one
 * Node module in `${OUT_DIR:-dist}-server/main.js`, run with plain node (`npm run serve`). Packages stay in
 * node_modules; the server renderer stays its own build (`${OUT_DIR}-ssr`, loaded at start), and so does the
 * embedded mock (mock-server/, imported at run time when API_TARGET is unset).
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const ROOT = resolve(import.meta.dirname, '..', '..');
const outDir = resolve(ROOT, `${process.env.OUT_DIR ?? 'dist'}-server`);

/**
 * Each module's `import.meta.dirname` as the folder it was written in (the checkout's files it reads: the contract,
 * the config schema, the studio's folder), found from the compiled file's own folder at run time: the build can move
 * with its checkout.
 */
function sourceDirname(): Plugin {
  return {
    name: 'portal-server-source-dirname',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('import.meta.dirname')) return undefined;
      const fromOut = relative(outDir, dirname(id)).split(sep).join('/');
      // Same lines, same order: the source map stays right (columns aside).
      const moved = code.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${fromOut}`)})`);
      return { code: moved, map: null };
    },
  };
}

export default defineConfig({
  root: ROOT,
  // No CSS, no browser code: only the server's own modules and their JSON.
  plugins: [sourceDirname()],
  publicDir: false,
  // The config checker's two development packages go into the file: the server runs on the production dependencies
  // alone (`npm ci --omit=dev`).
  ssr: { noExternal: ['yaml', 'ajv'] },
  logLevel: 'warn',
  build: {
    ssr: resolve(ROOT, 'server/portal/main.ts'),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
