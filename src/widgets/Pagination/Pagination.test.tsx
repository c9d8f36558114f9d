import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow } from './Pagination';

describe('Pagination', () => {
  it('offers the first, last and nearby pages with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });

  it('marks the current page and moves on click, with previous disabled on page 1', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pageSize={10} total={86} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '第 9 页' }));
    expect(onChange.mock.calls).toEqual([[2], [9]]);
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} pageSize={10} total={7} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
