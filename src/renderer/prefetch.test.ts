import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import config from '../../pages.config/portal.json';
import type { PortalConfig } from '../config/portal-config';
import { FRESH_MS } from '../data/query-client';
import { pageAt } from './page-model';
import { FIRST_SCREEN, prefetchPage, prefetchSections } from './prefetch';

const call = vi.hoisted(() => vi.fn(() => new Promise(() => {})));
vi.mock('../data/api-client', () => ({
  api: { call, get: vi.fn(), inflight: { count: 0, subscribe: () => () => {} } },
  callsAsMember: () => false,
}));

const portal = config as unknown as PortalConfig;
const ops = () => call.mock.calls.map((c) => (c as unknown[])[0]);

describe('prefetchPage: the opened page asks for its data before the first render', () => {
  beforeEach(() => {
    call.mockClear();
  });

  it('finds the page of a path, with / as home', () => {
    expect(pageAt(portal, '/')).toBe('home');
    expect(pageAt(portal, '/jobSearch')).toBe('jobSearch');
    expect(pageAt(portal, '/no-such-page')).toBeUndefined();
  });

  it('matches paths as the router does (any case, a trailing slash), without loading it', () => {
    for (const [id, page] of Object.entries(portal.pages))
      for (const path of [
        page.route,
        `${page.route}/`,
        page.route.toUpperCase(),
        `${page.route}x`,
        `/x${page.route}`,
      ]) {
        const router = matchPath(page.route, path) ? id : undefined;
        expect(pageAt(portal, path) === id, `${path} for ${page.route}`).toBe(router === id);
      }
  });

  it("asks the sources of the home page's first screen, with each section's page size", async () => {
    await prefetchPage(new QueryClient(), portal, '/home', new URLSearchParams());
    const sourced = portal.pages
      .home!.sections.filter((s) => !s.hidden)
      .slice(0, FIRST_SCREEN)
      .filter((s) => s.source);
    expect(new Set(ops())).toEqual(new Set(sourced.map((s) => s.source!.operation)));
    expect(call).toHaveBeenCalledWith(
      'queryNoticeByPage',
      expect.objectContaining({ query: expect.objectContaining({ size: 8, page: 1 }) }),
    );
  });

  it('leaves gated pages, unknown paths and detail pages without their id alone', async () => {
    const gated = Object.entries(portal.pages).find(([, p]) => p.gate)!;
    await prefetchPage(new QueryClient(), portal, gated[1].route, new URLSearchParams());
    await prefetchPage(new QueryClient(), portal, '/no-such-page', new URLSearchParams());
    await prefetchPage(new QueryClient(), portal, '/jobDetail', new URLSearchParams());
    expect(call).not.toHaveBeenCalled();
  });

  it("leaves a call that has just failed to its section's retry button, and asks again once the failure is old", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const notices = portal.pages.home!.sections.find((s) => s.id === 'notices')!;
      const search = new URLSearchParams();
      call.mockRejectedValueOnce(new Error('down'));
      await prefetchSections(client, [notices], search);
      await vi.waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('error'));
      await prefetchSections(client, [notices], search);
      expect(call).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + FRESH_MS + 1);
      await prefetchSections(client, [notices], search);
      expect(call).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
