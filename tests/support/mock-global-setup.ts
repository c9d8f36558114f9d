// globalSetup of the `contract` project: one mock backend (Prism + QR websocket) for every contract test file.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startMock } from '../../mock-server/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the running mock, e.g. `http://127.0.0.1:43121`; API calls go to `${mockUrl}/n2024/...`. */
    mockUrl: string;
    /** Absolute path of the contract the mock serves (MOCK_SPEC overrides `openapi/portal.yaml`). */
    mockSpec: string;
  }
}

const repo = fileURLToPath(new URL('../../', import.meta.url));

export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const spec = resolve(repo, process.env.MOCK_SPEC || 'openapi/portal.yaml');
  const mock = await startMock({ port: 0, spec, log: process.env.MOCK_LOG === '1' });
  provide('mockUrl', mock.url);
  provide('mockSpec', spec);
  return () => mock.close();
}
