/** Presence (decision 085): who edits says which page is open; an administrator's tab says nothing (三员分立). */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePresence } from './use-presence';

const answer = { holds: true, others: [] };

function watchFetch() {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const presenceCalls = (fetch: ReturnType<typeof watchFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/presence'));

afterEach(() => vi.unstubAllGlobals());

describe('usePresence', () => {
  it.each(['editor', 'reviewer'] as const)('a %s tells the service which page is open', async (role) => {
    const fetch = watchFetch();
    const { result } = renderHook(() => usePresence({ name: '小王', role }, 'home'));
    // The first beat goes out as the tab shows the page.
    expect(presenceCalls(fetch)).toHaveLength(1);
    await waitFor(() => expect(result.current.presence).toEqual(answer));
    const [, init] = presenceCalls(fetch)[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ page: 'home' });
  });

  it.each(['sysadmin', 'secadmin', 'auditor'] as const)(
    'a %s, who edits no page, sends nothing the service would refuse and audit',
    (role) => {
      const fetch = watchFetch();
      const { result } = renderHook(() => usePresence({ name: 'admin', role }, 'home'));
      // Where an editor's first beat has gone out already.
      expect(presenceCalls(fetch)).toEqual([]);
      expect(result.current.readOnly).toBe(false);
    },
  );
});
