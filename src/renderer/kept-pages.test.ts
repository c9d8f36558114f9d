import { describe, expect, it } from 'vitest';
import { returnAddress } from './kept-pages';

const arrival = {
  keepAlive: true,
  byTab: true,
  navigationType: 'PUSH' as const,
  search: '',
  fromPage: 'home',
  pageId: 'jobSearch',
  last: '?keywords=%E7%84%8A%E5%B7%A5&page=2',
};

describe('a header tab back to a kept-alive page (spec s2)', () => {
  it('returns to the last address when it comes from another page', () => {
    expect(returnAddress(arrival)).toBe(arrival.last);
  });

  it('only a header tab: the logo, a footer link or a breadcrumb opens the address it names (issue 32, item 7)', () => {
    expect(returnAddress({ ...arrival, byTab: false })).toBeUndefined();
  });

  it('lets a link that carries its own query win', () => {
    expect(returnAddress({ ...arrival, search: '?keywords=会计' })).toBeUndefined();
  });

  it('leaves Back and Forward, and address corrections, where the history says', () => {
    expect(returnAddress({ ...arrival, navigationType: 'POP' })).toBeUndefined();
    expect(returnAddress({ ...arrival, navigationType: 'REPLACE' })).toBeUndefined();
  });

  it('lets the page itself clear its filters (a move within the page)', () => {
    expect(returnAddress({ ...arrival, fromPage: 'jobSearch' })).toBeUndefined();
  });

  it('starts a page afresh that is not kept alive, seen for the first time, or last seen bare', () => {
    expect(returnAddress({ ...arrival, keepAlive: false })).toBeUndefined();
    expect(returnAddress({ ...arrival, last: undefined })).toBeUndefined();
    expect(returnAddress({ ...arrival, last: '' })).toBeUndefined();
    expect(returnAddress({ ...arrival, fromPage: null })).toBeUndefined();
  });
});
