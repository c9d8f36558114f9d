import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultExampleData, answerWithRows } from '../../../tests/support/contract-examples';
import { DEFAULT_SESSION, session } from '../../session/session-store';
import { ScattWorkerList } from './ScattWorkerList';
import type { SectionProps } from '../section-props';

const workers = defaultExampleData('get', '/v1_0/scatt/Work/index').items.slice(0, 4);
const show = (rows: SectionProps<'ScattWorkerList'>['rows'] = workers) =>
  render(
    <ScattWorkerList
      section={{ id: 'scattWorkers', component: 'ScattWorkerList' }}
      data={answerWithRows('items', rows)}
      rows={rows}
      search={new URLSearchParams()}
    />,
  );

describe('ScattWorkerList', () => {
  afterEach(() => Object.assign(session, DEFAULT_SESSION));

  it('shows a visitor each worker with district, category and what the worker wrote, the phone masked (s5 hides only the jobs)', () => {
    const { container } = show();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('heading', { level: 3 }).textContent).toBe('刘师傅');
    expect(items[0]!.textContent).toContain('区域：江城区');
    expect(items[0]!.textContent).toContain('工种：水电维修');
    expect(within(items[0]!).getByText('138****1490')).toBeTruthy();
    expect(within(items[0]!).getByText('从事水电安装十年，可承接家装水电改造、维修，随叫随到。')).toBeTruthy();
    expect(screen.queryByText('登录后查看详细描述')).toBeNull();
    for (const worker of workers) expect(container.innerHTML).not.toContain(worker.mobile);
  });

  it('shows a logged-in member the full phone as a tel: link and what the worker wrote', () => {
    session.token = 'token-1';
    show();
    expect(screen.getByRole('link', { name: '13886021490' }).getAttribute('href')).toBe('tel:13886021490');
    const first = within(screen.getAllByRole('listitem')[0]!);
    expect(first.getByText('从事水电安装十年，可承接家装水电改造、维修，随叫随到。')).toBeTruthy();
    expect(screen.queryByText('登录后查看详细描述')).toBeNull();
  });
});
