import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow } from './Pagination';

describe('Pagination', () => {
  it('offers the first, last and nearby pages with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });

  const href = (p: number) =>
    p > 1 ? `/n2024/web/jobSearch?keywords=java&page=${p}` : '/n2024/web/jobSearch?keywords=java';

  it('links every page to its address, marks the current one and moves in place on a click', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pageSize={10} total={86} href={href} onChange={onChange} />);
    expect(screen.getByRole('link', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '第 1 页' })).toHaveAttribute('href', href(1));
    expect(screen.getByRole('link', { name: '第 9 页' })).toHaveAttribute('href', href(9));
    expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute('href', href(2));
    expect(screen.queryByRole('link', { name: '上一页' })).toBeNull(); // no previous page: not a link
    await userEvent.click(screen.getByRole('link', { name: '下一页' }));
    await userEvent.click(screen.getByRole('link', { name: '第 9 页' }));
    expect(onChange.mock.calls).toEqual([[2], [9]]);
  });

  it('leaves a click with a modifier (a new tab) to the browser', async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} pageSize={10} total={86} href={href} onChange={onChange} />);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: '第 3 页' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says where the reader is, for small screens where CSS hides the numbers (decision 058)', () => {
    render(<Pagination page={4} pageSize={10} total={1137} href={href} onChange={() => {}} />);
    expect(screen.getByText('4/114')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('第 4 页，共 114 页')).toBeInTheDocument();
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} pageSize={10} total={7} href={href} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
