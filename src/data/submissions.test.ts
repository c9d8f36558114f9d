import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../sdk/errors';
import { api } from './api-client';
import { useArbitrationAdd, usePolicyApply, useScattJobAdd, useScattWorkAdd, useSupervisionAdd } from './submissions';

let client = new QueryClient();
function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client }, children);
}

afterEach(() => {
  vi.restoreAllMocks();
  client = new QueryClient();
});

const cases = [
  [
    'arbitrationAdd',
    useArbitrationAdd,
    '/v1_0/seafeguardingrights/Safeguardingrights/arbitrationAdd',
    { fullname: '李强', org_id: 11 },
  ],
  [
    'supervisionAdd',
    useSupervisionAdd,
    '/v1_0/seafeguardingrights/Safeguardingrights/supervisionAdd',
    { type: 2, business_scope_id: 3 },
  ],
  ['scattJobAdd', useScattJobAdd, '/v1_0/scatt/Job/add', { name: '家电清洗临时工', district: '2,21' }],
  ['scattWorkAdd', useScattWorkAdd, '/v1_0/scatt/Work/add', { name: '赵师傅', category_id: 3 }],
  [
    'savePolicyApplyForSubsidy',
    usePolicyApply,
    '/api/policy/savePolicyApplyForSubsidy',
    { policyId: 201, amount: 5000 },
  ],
] as const;

describe('form submissions', () => {
  it.each(cases)('%s posts the body to its contract path', async (_name, useHook, path, body) => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(null as never);
    const { result } = renderHook(() => useHook(), { wrapper });
    await result.current.mutateAsync(body as never);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(path, { body });
  });

  it.each([
    [useScattJobAdd, 'scattJobIndex'],
    [useScattWorkAdd, 'scattWorkIndex'],
  ] as const)('marks the casual lists stale after publishing (%#)', async (useHook, operationId) => {
    vi.spyOn(api, 'post').mockResolvedValue(null as never);
    client.setQueryData(['source', operationId, { page: 1, pagesize: 4 }], { items: [] });
    client.setQueryData(['source', 'queryNoticeByPage', { page: 1, size: 8 }], { records: [] });
    const { result } = renderHook(() => useHook(), { wrapper });
    await result.current.mutateAsync({} as never);
    expect(client.getQueryState(['source', operationId, { page: 1, pagesize: 4 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['source', 'queryNoticeByPage', { page: 1, size: 8 }])?.isInvalidated).toBe(false);
  });

  it('hands the ApiError of a failed call to the form, once (no retry)', async () => {
    const failure = envelopeError(50009, '今日预约已满，请选择其他日期');
    const post = vi.spyOn(api, 'post').mockRejectedValue(failure);
    const { result } = renderHook(() => useArbitrationAdd(), { wrapper });
    await expect(result.current.mutateAsync({} as never)).rejects.toBe(failure);
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(post).toHaveBeenCalledTimes(1);
  });
});
