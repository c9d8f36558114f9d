/**
 * A list's fixed filters (issue 32 item 3): the form of a notice, job or news list offers exactly the filters its
 * operation takes (the contract's keyWord, cid, districtId), in HR's words; what is typed there reaches the API call
 * the rendered list makes.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import portal from '../../pages.config/portal.json';
import type { PortalConfig } from '../../src/config/portal-config';
import { api } from '../../src/data/api-client';
import { sourceQuery } from '../../src/data/source-query';
import { Inspector } from '../editor/Inspector';
import { sectionFields } from './form-model';
import { loadPublished, select, studio } from './studio-store';

const labels = (component: string, operation: string) =>
  sectionFields({ component, source: { operation } } as never)
    .filter((f) => f.key.startsWith('source.params.'))
    .map((f) => `${f.label?.['zh-CN']}:${f.key.slice('source.params.'.length)}`);

describe('the filters a list form offers', () => {
  it('are the ones its operation takes, by HR names', () => {
    expect(labels('NoticeList', 'queryNoticeByPage')).toEqual(['只显示含关键词:keyWord']);
    expect(labels('JobList', 'queryJobListByPage')).toEqual(['只显示含关键词:keyWord', '区县:districtId']);
    expect(labels('ArticleList', 'getInfoByPage')).toEqual(['只显示含关键词:keyWord']);
    // Home news takes a category (chosen from the API's own list), no keyword.
    expect(labels('ArticleList', 'homeArticleIndex')).toEqual(['资讯分类:cid']);
    expect(labels('JobList', 'queryJobListByCompanyId')).toEqual([]);
  });
});

describe('a keyword typed in the form', () => {
  const published = portal as unknown as PortalConfig;
  const noticesAt = published.pages.home!.sections.findIndex((s) => s.component === 'NoticeList');
  beforeEach(() => {
    loadPublished(published, '"v1"');
    act(() => select('home', noticesAt));
  });
  afterEach(() => vi.restoreAllMocks());

  it('is written to the section’s source and sent with the list’s API call', async () => {
    render(<Inspector problems={[]} />);
    const box = screen.getByRole('textbox', { name: '只显示含关键词' });
    expect(box).toHaveAccessibleDescription(/只显示标题含有这个词的记录/);
    fireEvent.change(box, { target: { value: '春风' } });
    const section = studio.draft!.pages.home!.sections[noticesAt]!;
    expect(section.source).toEqual({ operation: 'queryNoticeByPage', params: { keyWord: '春风' } });

    const call = vi.spyOn(api, 'call').mockResolvedValue({ records: [], total: 0 } as never);
    const query = sourceQuery(section.source!, { search: new URLSearchParams(), pageSize: section.pageSize });
    await query.queryFn({ signal: new AbortController().signal });
    expect(call).toHaveBeenCalledWith(
      'queryNoticeByPage',
      expect.objectContaining({
        query: expect.objectContaining({ keyWord: '春风', size: 8, page: 1 }),
      }),
    );

    // Emptied, the filter is gone: every notice again.
    fireEvent.change(box, { target: { value: '' } });
    expect(studio.draft!.pages.home!.sections[noticesAt]!.source).toEqual({ operation: 'queryNoticeByPage' });
  });
});
