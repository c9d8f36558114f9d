// Build of the render harness (bench/harness): the real section components, renderer and page config, bundled for
// production like the portal, plus the contract's example data as a virtual module. Served cross-origin isolated,
// so performance.now() has fine resolution.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { parse } from 'yaml';
import { portalConfigPlugin } from '../../scripts/vite-plugin-portal-config';

const here = fileURLToPath(new URL('.', import.meta.url));
const SPEC = fileURLToPath(new URL('../../openapi/portal.yaml', import.meta.url));
const EXAMPLES_ID = 'virtual:bench-examples';

/** `virtual:bench-examples`: the `data` of each operation's first (default) 200 example, by operation id. */
function examplesPlugin(): Plugin {
  return {
    name: 'bench-examples',
    resolveId: (id) => (id === EXAMPLES_ID ? `\0${EXAMPLES_ID}` : undefined),
    load(id) {
      if (id !== `\0${EXAMPLES_ID}`) return undefined;
      const spec = parse(readFileSync(SPEC, 'utf8'));
      const out: Record<string, unknown> = {};
      for (const item of Object.values<any>(spec.paths))
        for (const op of Object.values<any>(item)) {
          const examples = op?.responses?.['200']?.content?.['application/json']?.examples;
          const first: any = examples && Object.values(examples)[0];
          if (op.operationId && first?.value) out[op.operationId] = first.value.data;
        }
      return `export default ${JSON.stringify(out)};`;
    },
  };
}

const isolated = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin(), portalConfigPlugin(), examplesPlugin()],
  build: { outDir: '../out/harness', emptyOutDir: true, target: 'es2022', sourcemap: false },
  preview: { headers: isolated, strictPort: true, host: '127.0.0.1' },
});
