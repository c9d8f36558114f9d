/**
 * The portal's markup for one address, as React draws it with the given data: the same PortalApp the browser
 * hydrates, routed statically. Waits for everything (no streamed Suspense boundaries: those would need inline
 * scripts, which the CSP forbids), so the HTML is complete for readers without JavaScript.
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalConfig } from '../../src/config/portal-config';
import { BASENAME } from '../../src/renderer/page-model';
import { PortalApp } from '../../src/renderer/PortalApp';

export function renderApp(config: PortalConfig, client: QueryClient, location: string, care = false): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter basename={BASENAME} location={`${BASENAME}${location}`}>
      {children}
    </StaticRouter>
  );
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (c: Buffer) => chunks.push(c));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(
      <PortalApp config={config} queryClient={client} router={Router} care={care} />,
      {
        onAllReady: () => stream.pipe(sink),
        // Never outline a large boundary into a later segment: revealing it would take an inline script (CSP).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellError: reject,
        // A component that throws on the server is drawn by the browser instead (React marks its boundary); say so.
        onError: (error) => console.warn(`[render] ${location}: ${(error as Error)?.message ?? String(error)}`),
      },
    );
    setTimeout(() => stream.abort(new Error('render took over 10 s')), 10_000).unref();
  });
}
