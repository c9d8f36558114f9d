// @vitest-environment node
/**
 * The server refuses a text block holding what its allow-list does not (decision 086): `npm run config:check`,
 * PUT /config and the portal's reading of a publication all judge a config by checkConfigText.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkConfigText, CONFIG_FILE } from './portal-config-check';

/** The repository's config with a campaign page holding one text block and a filtered notice list. */
function withCampaign(html: string, noticeParams: Record<string, unknown> = { keyWord: '春风' }) {
  const doc = JSON.parse(readFileSync(CONFIG_FILE, 'utf8'));
  doc.pages.chunfeng = {
    route: '/2026chunfengxingdong',
    title: { 'zh-CN': '2026春风行动' },
    sections: [
      { id: 'intro', component: 'TextBlock', title: '活动介绍', options: { html } },
      {
        id: 'notices',
        component: 'NoticeList',
        title: '活动通知',
        source: { operation: 'queryNoticeByPage', params: noticeParams },
        pageSize: 8,
      },
    ],
  };
  return checkConfigText(JSON.stringify(doc), 'portal.config.json').problems;
}

const AT = '/pages/chunfeng/sections/0/options/html';

describe('text blocks on the server', () => {
  it('accepts a clean text and a notice list filtered by keyword', () => {
    const html =
      '<h2>春风行动</h2><p>时间：<strong>3月</strong></p><ul><li><p>专场招聘</p></li></ul>' +
      '<p><a href="https://rsj.jiangcheng.gov.cn/">市人社局</a></p><img src="/n2024/static/mock/article-1.png" alt="现场">';
    expect(withCampaign(html)).toEqual([]);
  });

  it.each([
    ['<img src="/n2024/a.png" alt="x" onerror="alert(1)">', '事件代码（onerror）'],
    ['<p>介绍</p><script>alert(1)</script>', '脚本（script）'],
    ['<a href="javascript:alert(1)">报名</a>', '不安全的链接地址'],
    ['<p style="position:fixed">盖住整页</p>', '样式属性（style）'],
    ['<img src="https://evil.example/track.png" alt="x">', '其他网站的图片 https://evil.example/track.png'],
    ['<img src="/n2024/a.png">', '没有图片说明的图片'],
  ])('refuses %s, saying so in Chinese at the text', (html, words) => {
    const problems = withCampaign(html);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toBe(AT);
    expect(problems[0]!.words!['zh-CN'].message).toContain(words);
    expect(problems[0]!.words!['zh-CN'].message).toMatch(/^图文介绍的正文含有不允许的内容：/);
  });

  it('refuses a filter the list operation does not take, in Chinese', () => {
    const problems = withCampaign('<p>x</p>', { cid: 2 });
    expect(problems.map((p) => p.pointer)).toEqual(['/pages/chunfeng/sections/1/source/params/cid']);
    expect(problems[0]!.words!['zh-CN'].message).toBe('“活动通知”不能按资讯分类筛选：“通知公告分页”不接受这个条件');
  });
});
