// @vitest-environment node
/**
 * The page's code as the server lists it (decision 090): a file only far-able sections' components need carries
 * their ids (`data-for`), so the browser asks for it when one of them is near; a file the start-up or another
 * component needs carries none.
 */
import { describe, expect, it } from 'vitest';
import { pageAssets, type SectionAssets, type Template } from './html-document';

const template: Template = {
  description: '',
  headStart: '',
  tail: '',
  linked: new Set(['assets/index.js']),
  css: [],
  distDir: '/nowhere',
  cssText: new Map(),
};
const assets: SectionAssets = {
  startup: { js: ['assets/boot.js'], css: [] },
  sections: {
    NoticeList: { js: ['assets/NoticeList.js', 'assets/SafeTitle.js'], css: [] },
    ArticleTabs: { js: ['assets/ArticleTabs.js', 'assets/SafeTitle.js', 'assets/TabList.js'], css: [] },
    FriendlyLinks: { js: ['assets/FriendlyLinks.js', 'assets/TabList.js', 'assets/boot.js'], css: [] },
    ContactBox: { js: ['assets/ContactBox.js', 'assets/TabList.js'], css: [] },
  },
};
const links = (head: string) =>
  Object.fromEntries(
    [
      ...head.matchAll(/<link rel="modulepreload" crossorigin href="\/n2024\/web\/([^"]+)"( data-for="([^"]*)")?>/g),
    ].map((m) => [m[1], m[3] ?? null]),
  );

describe("the page's code, tagged with the far-able sections that alone need it (decision 090)", () => {
  it('tags a file with the ids of the sections whose components alone use it', () => {
    const { head } = pageAssets(
      template,
      assets,
      ['NoticeList', 'ArticleTabs', 'FriendlyLinks', 'ContactBox'],
      undefined,
      {
        NoticeList: ['notices'],
        ArticleTabs: ['news', 'moreNews'],
        FriendlyLinks: ['links'],
      },
    );
    expect(links(head)).toEqual({
      'assets/boot.js': null, // the start-up's
      'assets/NoticeList.js': 'notices',
      'assets/SafeTitle.js': 'notices news moreNews',
      'assets/ArticleTabs.js': 'news moreNews',
      'assets/TabList.js': null, // the ContactBox widget needs it too
      'assets/FriendlyLinks.js': 'links',
      'assets/ContactBox.js': null,
    });
  });

  it('tags nothing without the list (a page drawn by the browser, an older renderer)', () => {
    const { head } = pageAssets(template, assets, ['NoticeList', 'ArticleTabs']);
    expect(Object.values(links(head)).every((v) => v === null)).toBe(true);
  });
});
