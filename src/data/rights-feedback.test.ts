import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { appointmentsQuery } from './rights-feedback';
import { useArbitrationAdd, useSupervisionAdd } from './submissions';

const client = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
const page = { total: 0, items: [] };

afterEach(() => {
  vi.restoreAllMocks();
  client.clear();
});

describe('rights feedback', () => {
  it('is never asked for without a member', () => {
    expect(appointmentsQuery('arbitration', null, 1).enabled).toBe(false);
    expect(appointmentsQuery('supervision', 7, 1).enabled).toBe(true);
  });

  it('keys each member apart, so another login never sees the last one', () => {
    expect(appointmentsQuery('arbitration', 7, 1).queryKey).not.toEqual(
      appointmentsQuery('arbitration', 8, 1).queryKey,
    );
  });

  it.each([
    ['arbitration', useArbitrationAdd, 'supervision'],
    ['supervision', useSupervisionAdd, 'arbitration'],
  ] as const)('a %s booking makes that list stale, and only that one', async (kind, useHook, other) => {
    vi.spyOn(api, 'post').mockResolvedValue(null as never);
    const booked = appointmentsQuery(kind, 7, 2).queryKey;
    const untouched = appointmentsQuery(other, 7, 1).queryKey;
    client.setQueryData(booked, { kind, ...page });
    client.setQueryData(untouched, { kind: other, ...page });
    const { result } = renderHook(() => useHook(), { wrapper });
    await result.current.mutateAsync({} as never);
    expect(client.getQueryState(booked)?.isInvalidated).toBe(true);
    expect(client.getQueryState(untouched)?.isInvalidated).toBe(false);
  });
});
