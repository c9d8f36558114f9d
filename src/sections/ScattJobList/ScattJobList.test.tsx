import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultExampleData, answerWithRows } from '../../../tests/support/contract-examples';
import { DEFAULT_SESSION, session } from '../../session/session-store';
import { ScattJobList } from './ScattJobList';
import type { SectionProps } from '../section-props';

const jobs = defaultExampleData('get', '/v1_0/scatt/Job/index').items.slice(0, 4);
const show = (rows: SectionProps<'ScattJobList'>['rows'] = jobs) =>
  render(
    <ScattJobList
      section={{ id: 'scattJobs', component: 'ScattJobList' }}
      data={answerWithRows('items', rows)}
      rows={rows}
      search={new URLSearchParams()}
    />,
  );

describe('ScattJobList', () => {
  afterEach(() => Object.assign(session, DEFAULT_SESSION));

  it('shows a visitor each job with district and contact, the phone masked and the description replaced by a prompt', () => {
    const { container } = show();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('家政保洁（日结）');
    expect(items[0]!.textContent).toContain('区域：东湖区');
    expect(items[0]!.textContent).toContain('联系人：王女士');
    expect(first.getByText('138****7745')).toBeTruthy();
    expect(first.getByText('登录后查看详细描述')).toBeTruthy();
    for (const job of jobs) {
      expect(container.innerHTML).not.toContain(job.mobile);
      expect(container.innerHTML).not.toContain(job.content);
    }
  });

  it('shows a logged-in member the full phone and the description', () => {
    session.token = 'token-1';
    show();
    const first = within(screen.getAllByRole('listitem')[0]!);
    expect(first.getByRole('link', { name: '13886127745' }).getAttribute('href')).toBe('tel:13886127745');
    expect(first.getByText('东湖区湖畔花园三居室开荒保洁，需自带工具，约6小时，日结300元。')).toBeTruthy();
    expect(screen.queryByText('登录后查看详细描述')).toBeNull();
  });

  it('leaves out what a job does not have', () => {
    session.token = 'token-1';
    show([{ id: 1, name: '临时工', mobile: '13900001111' }]);
    const item = screen.getByRole('listitem');
    expect(item.textContent).not.toContain('区域');
    expect(item.textContent).not.toContain('联系人');
    expect(item.querySelectorAll('p')).toHaveLength(1);
  });
});
