import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabList } from './TabList';

const TABS = [
  { key: 'all', label: '全部' },
  { key: 'news', label: '招聘资讯' },
  { key: 'policy', label: '政策解读' },
] as const;
type Key = (typeof TABS)[number]['key'];

function Harness({ activation, onSelect }: { activation: 'automatic' | 'manual'; onSelect?: (k: Key) => void }) {
  const [selected, setSelected] = useState<Key>('all');
  return (
    <TabList<Key>
      tabs={TABS}
      selected={selected}
      onSelect={(k) => {
        onSelect?.(k);
        setSelected(k);
      }}
      label="分类"
      activation={activation}
      tabId={(k) => `t-${k}`}
      panelId={(k) => `p-${k}`}
    />
  );
}

describe('TabList (WAI-ARIA tabs)', () => {
  it('puts only the selected tab in the Tab order and selects on click', async () => {
    render(<Harness activation="manual" />);
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '招聘资讯' })).toHaveAttribute('tabindex', '-1');
    await userEvent.click(screen.getByRole('tab', { name: '政策解读' }));
    expect(screen.getByRole('tab', { name: '政策解读' })).toHaveAttribute('aria-selected', 'true');
  });

  it('manual: arrows and End move focus only; Enter selects', async () => {
    const onSelect = vi.fn();
    render(<Harness activation="manual" onSelect={onSelect} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '招聘资讯' })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('policy');
  });

  it('automatic: arrows select as they move, wrapping round', async () => {
    render(<Harness activation="automatic" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '政策解读' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '政策解读' })).toHaveAttribute('aria-selected', 'true');
  });
});
