import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import type { FilterConfig } from '../../config/portal-config';
import type { AreaNode } from '../form/AreaPicker';
import { FilterBar } from './FilterBar';

const tree = defaultExampleData<AreaNode[]>('get', '/v1_0/home/classify/index');
const filters: FilterConfig[] = [
  { param: 'keyWord', label: '关键词', control: 'keywords', query: 'keywords' },
  { param: 'districtId', label: '区域', control: 'district', query: 'district' },
  {
    param: 'online',
    label: '形式',
    control: 'select',
    options: [
      { value: '', label: '全部' },
      { value: '1', label: '网络' },
    ],
  },
];

function show(search = '', { loading = false } = {}) {
  const onApply = vi.fn();
  render(
    <FilterBar
      action="/n2024/web/jobFair"
      sectionId="fairs"
      filters={filters}
      search={new URLSearchParams(search)}
      areas={loading ? undefined : tree}
      onApply={onApply}
    />,
  );
  return onApply;
}
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const apply = () => userEvent.click(screen.getByRole('button', { name: '筛选' }));

describe('FilterBar', () => {
  it('is a GET form to the list with the address names, so it works without JavaScript', () => {
    show('district=2%2C21&type=second&page=3&keywords=java');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/n2024/web/jobFair');
    // What a browser would submit: the filters under their address names, the rest of the address but the page.
    const sent = new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as Record<string, string>);
    expect(sent.get('keywords')).toBe('java');
    expect(sent.get('district')).toBe('2'); // the first level: deeper ones need JavaScript to appear
    expect(sent.get('type')).toBe('second');
    expect(sent.has('page')).toBe(false);
    expect(sent.has('online')).toBe(true);
  });

  it('sends a district picked down three levels as the comma-separated path of its codes', async () => {
    const user = userEvent.setup();
    const onApply = show();
    expect(select('区域').options[0]!.textContent).toBe('全部');
    await user.selectOptions(select('区域'), '东湖区');
    await user.selectOptions(select('街道/乡镇'), '东湖街道');
    await user.selectOptions(select('社区/村'), '湖畔社区');
    await apply();
    expect(onApply).toHaveBeenCalledWith({ keywords: '', district: '2,21,211', online: '' });
  });

  it('sends two levels as two codes, and a district alone as its own code', async () => {
    const user = userEvent.setup();
    const onApply = show();
    await user.selectOptions(select('区域'), '东湖区');
    await user.selectOptions(select('街道/乡镇'), '东湖街道');
    await apply();
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ district: '2,21' }));
    await user.selectOptions(select('街道/乡镇'), '全部');
    await apply();
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ district: '2' }));
  });

  it('starts from the values in the address, the district path shown level by level', () => {
    show('keywords=焊工&district=2,21&online=1');
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('焊工');
    expect(select('区域').selectedOptions[0]!.textContent).toBe('东湖区');
    expect(select('街道/乡镇').selectedOptions[0]!.textContent).toBe('东湖街道');
    expect(select('社区/村').value).toBe('');
    expect(select('形式').value).toBe('1');
  });

  it('trims the keywords and keeps a district chosen before the tree arrived', async () => {
    const user = userEvent.setup();
    const onApply = show('district=2,21', { loading: true });
    expect(screen.getAllByRole('combobox')).toHaveLength(2); // the district ("all" only) and the format
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '  电工 ');
    await apply();
    expect(onApply).toHaveBeenCalledWith({ keywords: '电工', district: '2,21', online: '' });
  });
});
