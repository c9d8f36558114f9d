import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate } from '../../i18n/i18n';
import { NoticeDetail } from './NoticeDetail';

type Notice = components['schemas']['NoticeDetail'];
const notice = defaultExampleData<Notice>('get', '/api/web/queryNoticeById');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('NoticeDetail', () => {
  it('shows the title as the page heading, the date, source and views, then the text', () => {
    renderSection(NoticeDetail, { data: notice });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(notice.title);
    expect(fact('发布时间')).toBe(formatDate('zh-CN', notice.addtime));
    expect(fact('来源')).toBe('江城市人力资源服务中心');
    expect(fact('浏览次数')).toBe('1326');
    expect(screen.getByText('申报时间：').tagName).toBe('STRONG');
  });

  it('renders a hostile title as text and a hostile body without anything that runs', () => {
    const { container } = renderSection(NoticeDetail, {
      data: {
        ...notice,
        title: '&lt;b&gt;通知&lt;/b&gt;',
        content:
          '<p onclick="x()">正文</p><a href="javascript:alert(1)">点</a><iframe src="https://e.example"></iframe>',
      },
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>通知</b>');
    expect(container.querySelector('iframe, [onclick], a[href]')).toBeNull();
    expect(screen.getByText('正文')).toBeTruthy();
  });

  it('uses h3 under a titled section and leaves out facts the notice lacks', () => {
    renderSection(NoticeDetail, {
      data: { id: 1, title: '短通知', addtime: notice.addtime, content: '' },
      section: { title: '通知' },
    });
    expect(screen.getByRole('heading', { level: 3, name: '短通知' })).toBeTruthy();
    expect(screen.queryByText('来源')).toBeNull();
  });
});
