import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageConfig, SectionBase, SectionConfig } from '../config/portal-config';
import { pageSections } from '../renderer/page-model';
import { careOfRequest, careStore, initialCare, startCare } from './care-mode';

describe('care mode: the choice', () => {
  it('starts from ?care=, then the stored choice, then the cookie, and is off otherwise', () => {
    expect(initialCare('?care=1', '0', '0')).toBe(true);
    expect(initialCare('?care=0', '1', '1')).toBe(false);
    expect(initialCare('', '1', '0')).toBe(true);
    expect(initialCare('?care=yes', null, '1')).toBe(true);
    expect(initialCare('', null, undefined)).toBe(false);
  });

  it('is read by the server from ?care= first, then the cookie; anything else is off', () => {
    expect(careOfRequest('?care=1', undefined)).toBe(true);
    expect(careOfRequest('?care=0', '1')).toBe(false);
    expect(careOfRequest('', '1')).toBe(true);
    expect(careOfRequest('', '1; x')).toBe(false);
  });
});

describe('care mode: the start-up (decision 041)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'portal_care=; max-age=0; path=/';
  });

  it("takes a rendered page's mode as the cookie's reading, without reading the cookie again", () => {
    document.cookie = 'portal_care=0; path=/';
    const read = vi.spyOn(Cookies, 'get');
    startCare(true);
    expect(careStore.on).toBe(true);
    expect(read).not.toHaveBeenCalled();
  });

  it('reads the cookie for a page the browser draws itself', () => {
    document.cookie = 'portal_care=1; path=/';
    const read = vi.spyOn(Cookies, 'get');
    startCare(undefined);
    expect(careStore.on).toBe(true);
    expect(read).toHaveBeenCalledWith('portal_care');
  });
});

describe('care mode: what a page shows (pageSections)', () => {
  const section = (id: string, extra: Partial<SectionBase> = {}): SectionConfig => ({
    id,
    component: 'NoticeList',
    ...extra,
  });
  const page: PageConfig = {
    route: '/home',
    sections: [
      section('notices', { careOrder: 2 }),
      section('banner'),
      section('adverts', { careMode: 'hide' }),
      section('jobs', { careOrder: 1 }),
      section('links'),
      section('old', { hidden: true, careOrder: 1 }),
      section('typed', { when: { query: 'type', equals: '2' } }),
    ],
  };
  const ids = (care: boolean, search = '') => pageSections(page, new URLSearchParams(search), care).map((s) => s.id);

  it('keeps the config order and every section outside care mode', () => {
    expect(ids(false)).toEqual(['notices', 'banner', 'adverts', 'jobs', 'links']);
  });

  it('in care mode leaves out careMode "hide", puts careOrder first (lowest first), then the rest in order', () => {
    expect(ids(true)).toEqual(['jobs', 'notices', 'banner', 'links']);
    expect(ids(true, '?type=2')).toEqual(['jobs', 'notices', 'banner', 'links', 'typed']);
  });
});
