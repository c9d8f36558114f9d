/**
 * The portal from its config: react-query, and react-router routes generated from config under /n2024/web.
 * `/` goes to /home, unknown paths to /404. Mounted once beside the routes: the dialogs, the toasts, the global
 * loading overlay (spec s4) and the error reporter that puts the error catalogue of spec s8 on screen. Sections catch
 * their own failures; whatever else throws while drawing reaches the root boundary above it all.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { DrawnCareContext } from '../care/care-context';
import { PortalConfigContext } from '../config/config-context';
import type { PortalConfig } from '../config/portal-config';
import { api } from '../data/api-client';
import { LazyDialogHost } from '../widgets/Dialog/LazyDialogHost';
import { LoadingOverlay } from '../widgets/LoadingOverlay/LoadingOverlay';
import { ToastHost } from '../widgets/Toast/ToastHost';
import { useErrorReporter } from './Gate/use-error-reporter';
import { Layout } from './Layout/Layout';
import { answersFollowLogin, startClient } from './client-start';
import { BASENAME } from './page-model';
import { RootErrorBoundary } from './RootErrorBoundary/RootErrorBoundary';

function ErrorReporter() {
  useErrorReporter();
  return null;
}

interface Props {
  config: PortalConfig;
  queryClient?: QueryClient;
  /**
   * The router around the routes; the address bar under /n2024/web by default. The studio's preview routes in
   * memory (its own address is not a portal one), and brings that router itself: the portal never downloads it.
   */
  router?: ComponentType<{ children: ReactNode }>;
  /**
   * The care mode the page's markup is drawn in: the request's on the server, the server's in a browser hydrating its
   * markup (src/care/care-context.ts). A page the browser draws itself shows the visitor's choice.
   */
  care?: boolean;
}

function PortalRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter basename={BASENAME}>{children}</BrowserRouter>;
}

export function PortalApp({ config, queryClient: given, router: Router = PortalRouter, care = false }: Props) {
  const [queryClient] = useState(() => given ?? startClient());
  useEffect(() => answersFollowLogin(queryClient), [queryClient]);
  const routes = (
    <>
      <Routes>
        <Route path="/" element={<Navigate to="/home" replace />} />
        {Object.entries(config.pages).map(([id, page]) => (
          <Route key={id} path={page.route} element={<Layout pageId={id} page={page} />} />
        ))}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
      <ErrorReporter />
      <LazyDialogHost />
      <ToastHost />
      <LoadingOverlay inflight={api.inflight} />
    </>
  );
  return (
    <RootErrorBoundary>
      <PortalConfigContext.Provider value={config}>
        <DrawnCareContext.Provider value={care}>
          <QueryClientProvider client={queryClient}>
            <Router>{routes}</Router>
          </QueryClientProvider>
        </DrawnCareContext.Provider>
      </PortalConfigContext.Provider>
    </RootErrorBoundary>
  );
}
