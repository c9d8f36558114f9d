// React's own cost of a portal page (issue 19), built by `vite build --ssr` into bench/out/react-floor-ssr (never run
// as it is): the server renderer's renderPage, to get a page's data as the portal server does, and the same PortalApp
// drawn by React's renderToString with that data, under the same static router as server/render/render-app.tsx.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { PortalApp } from '../src/renderer/PortalApp';
import { BASENAME } from '../src/renderer/page-model';

export { renderPage } from '../server/render/entry-server';

/** A function drawing the page at `location` with the data of `dehydrated` (a rendered page's state), no fetching. */
export function floorRenderer(config, dehydrated, location, care = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  hydrate(client, dehydrated);
  const Router = ({ children }) =>
    createElement(StaticRouter, { basename: BASENAME, location: `${BASENAME}${location}` }, children);
  return () => renderToString(createElement(PortalApp, { config, queryClient: client, router: Router, care }));
}
