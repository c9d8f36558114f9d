import { describe, expect, it } from 'vitest';
import type { components } from '../../sdk/schema';
import { defaultExampleData } from '../../tests/support/contract-examples';
import { bannerTarget } from './banner-target';

type Ad = components['schemas']['Ad'];
const ad = (fields: Partial<Ad>): Ad => ({ image_src: { image: '/a.png' }, ...fields });
const items = defaultExampleData<{ items: Record<string, Ad[]> }>('post', '/v1_0/home/ad/index').items;

describe('bannerTarget', () => {
  it('follows the contract examples: external link, company page, internal route', () => {
    const [company, inner, external] = items['QS_index_a2@web']!;
    expect(bannerTarget(company!)).toEqual({ kind: 'internal', to: '/firmDetail?id=3012' });
    expect(bannerTarget(inner!)).toEqual({ kind: 'internal', to: '/noticeDetail?id=1086' });
    expect(bannerTarget(external!)).toEqual({ kind: 'external', href: 'https://rsj.jiangcheng.gov.cn/ztzl/gzqx/' });
  });

  it('prefers web_link_url, then link_url, over the company page', () => {
    expect(
      bannerTarget(ad({ web_link_url: 'https://a.example/', link_url: 'https://b.example/', company_id: 5 })),
    ).toEqual({ kind: 'external', href: 'https://a.example/' });
    expect(bannerTarget(ad({ web_link_url: '', link_url: 'http://b.example/x', company_id: 5 }))).toEqual({
      kind: 'external',
      href: 'http://b.example/x',
    });
  });

  it('never follows a javascript: link; it falls through to the next rule', () => {
    expect(bannerTarget(ad({ web_link_url: 'javascript:alert(1)', company_id: 7 }))).toEqual({
      kind: 'internal',
      to: '/firmDetail?id=7',
    });
    expect(
      bannerTarget(
        ad({
          web_link_url: 'javascript:alert(1)',
          link_url: 'JAVASCRIPT:x',
          inner_link: '/teacherDetail',
          inner_link_params: 'id=3',
        }),
      ),
    ).toEqual({ kind: 'internal', to: '/teacherDetail?id=3' });
    expect(bannerTarget(ad({ web_link_url: 'javascript:alert(1)' }))).toBeNull();
  });

  it('builds an internal route with or without its parameters', () => {
    expect(bannerTarget(ad({ inner_link: 'jobFair' }))).toEqual({ kind: 'internal', to: '/jobFair' });
    expect(bannerTarget(ad({ inner_link: '/jobDetail', inner_link_params: '?id=9&from=banner' }))).toEqual({
      kind: 'internal',
      to: '/jobDetail?id=9&from=banner',
    });
  });

  it('refuses internal links that are not portal routes', () => {
    for (const inner_link of ['//evil.example/x', 'javascript:alert(1)', 'https://x.example/', '/a/../b', '']) {
      expect(bannerTarget(ad({ inner_link, inner_link_params: 'id=1' }))).toBeNull();
    }
  });

  it('ignores a zero or missing company id', () => {
    expect(bannerTarget(ad({ company_id: 0 }))).toBeNull();
    expect(bannerTarget(ad({}))).toBeNull();
  });
});
