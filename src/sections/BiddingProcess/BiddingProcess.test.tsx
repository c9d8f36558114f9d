import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { BiddingProcess } from './BiddingProcess';

type Data = { steps: components['schemas']['BiddingStep'][] };
const data = defaultExampleData<Data>('get', '/api/policy/queryBiddingProcess');
const show = (d: unknown = data) =>
  renderSection(BiddingProcess, { data: d, section: { id: 'steps', title: '招投标流程' } });

describe('BiddingProcess', () => {
  it('shows the steps as an ordered list, each with its title (h3) and description', () => {
    const { container } = show();
    expect(container.querySelector('ol')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '发布招标公告',
      '获取招标文件',
      '递交投标文件',
      '开标与评标',
      '中标公示',
    ]);
    expect(screen.getByText('评标结果公示3个工作日，无异议后发出中标通知书。')).toBeTruthy();
  });

  it('orders the steps by their numbers, whatever order they arrive in', () => {
    const { container } = show({ steps: [...data.steps].reverse() });
    const items = [...container.querySelectorAll('li')];
    expect(items.map((li) => li.value)).toEqual([1, 2, 3, 4, 5]);
    expect(items[0]?.textContent).toContain('发布招标公告');
  });

  it('renders an empty list for no steps', () => {
    const { container } = show({ steps: [] });
    expect(container.querySelectorAll('li')).toHaveLength(0);
  });
});
