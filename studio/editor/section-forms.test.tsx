// Every home section's form, as an HR editor reads it: each label, help, choice and problem in Chinese, no
// transport parameter and no developer word (issue 21, item 2). The picker's names come from the mock's examples.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { checkDraft } from '../model/check';
import { setAt } from '../model/edits';
import { apply, loadPublished, select, studio } from '../model/studio-store';
import { Inspector } from './Inspector';

const published = portal as unknown as PortalConfig;
const home = published.pages.home!.sections;
// Names an editor knows as they are: the app, the QR code, a width in pixels, page addresses.
const ALLOWED = /^(App|QR|px|ms)$/;
const TRANSPORT = ['platform', 'companyid', 'companyId', 'user-token', 'size', 'pagesize', 'page'];

/** Latin words in a text, beside page addresses (/jobSearch) which an editor chooses by name too. */
const latinWords = (text: string) =>
  (text.replace(/\/[\w/?=&-]*/g, '').match(/[A-Za-z][A-Za-z-]*/g) ?? []).filter((w) => !ALLOWED.test(w));

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
  loadPublished(published, '"v1"');
});
afterEach(cleanup);

describe('every home section’s form speaks Chinese and shows HR fields only', () => {
  it.each(home.map((s, i) => [s.id, i] as const))('%s', async (_id, index) => {
    // Problems too: the section's page size at 0 and its title emptied, where it has them.
    let draft = studio.draft!;
    if (home[index]!.pageSize !== undefined) draft = setAt(draft, `/pages/home/sections/${index}/pageSize`, 0);
    if (home[index]!.title !== undefined) draft = setAt(draft, `/pages/home/sections/${index}/title`, { 'zh-CN': '' });
    apply(draft);
    act(() => select('home', index));
    render(<Inspector problems={checkDraft(studio.draft!)} />);
    await screen.findByRole('heading', { level: 2 });
    const form = document.querySelector('form')!;
    const texts: string[] = [];
    // Everything but the folded 技术细节, which is for developers.
    for (const el of form.querySelectorAll('label, span, option'))
      if (!el.closest('details')) texts.push(el.textContent ?? '');
    for (const text of texts) expect(latinWords(text), text).toEqual([]);
    const names = [
      ...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLButtonElement>('input, select, button'),
    ].map((el) => el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? '');
    for (const param of TRANSPORT) expect(names).not.toContain(param);
    const plain = [...form.querySelectorAll('*')].filter((el) => !el.closest('details') && !el.children.length);
    expect(plain.map((el) => el.textContent).join(' ')).not.toMatch(/openapi|spec s\d|operation|\/pages\//i);
  });
});
