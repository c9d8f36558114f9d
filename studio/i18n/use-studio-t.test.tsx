import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { en, zh } from './messages';
import { studioText, useStudioT } from './use-studio-t';

function Publish() {
  const { t } = useStudioT();
  return <button type="button">{t('publishBlocked', { count: 2 })}</button>;
}

afterEach(() => act(() => setLocale('zh-CN')));

describe('useStudioT', () => {
  it("speaks Chinese first and follows the portal's language switch", async () => {
    act(() => setLocale('zh-CN'));
    render(<Publish />);
    expect(screen.getByRole('button')).toHaveTextContent('还有 2 个问题，修正后才能发布');
    act(() => setLocale('en'));
    expect(await screen.findByRole('button', { name: '2 problem(s) left: fix them to publish' })).toBeVisible();
    // The portal reads the same stored choice at its next start.
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('has every text in both languages, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zh) as (keyof typeof zh)[]) {
      expect(en[key], key).toBeTruthy();
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
    }
    expect(studioText('en', 'signedInAs', { name: 'anna' })).toBe('Editor: anna');
  });

  it('gives the same t while the language stays, so an effect on it runs once (the versions list was fetched in a loop)', async () => {
    const { result, rerender } = renderHook(() => useStudioT());
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
    act(() => setLocale('en'));
    await waitFor(() => expect(result.current.locale).toBe('en'));
    expect(result.current.t).not.toBe(first);
  });
});
