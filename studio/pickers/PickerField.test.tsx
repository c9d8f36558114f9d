import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { districtChoices } from './picker-choices';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../src/data/api-client', () => ({ api: { get } }));
import { PickerField } from './PickerField';

afterEach(() => {
  cleanup();
  get.mockReset();
});

describe('a parameter chosen by name', () => {
  it('offers the article categories by name and sets the chosen id', async () => {
    get.mockResolvedValue({
      items: [
        { id: 7, name: '政策解读' },
        { id: 8, name: '招聘动态' },
      ],
    });
    const onChange = vi.fn();
    render(
      <PickerField id="cid" kind="articleCategory" value={undefined} onChange={onChange} locale="zh-CN" className="" />,
    );
    const select = screen.getByRole('combobox');
    expect(select).toHaveTextContent('正在载入可选项…');
    expect(await screen.findByRole('option', { name: '政策解读' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/v1_0/home/article/category');
    fireEvent.change(select, { target: { value: '8' } });
    expect(onChange).toHaveBeenCalledWith('8');
  });

  it('says why the names failed and keeps the value already set', async () => {
    get.mockRejectedValue(new Error('down'));
    render(<PickerField id="d" kind="district" value="2,21" onChange={() => undefined} locale="zh-CN" className="" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('可选项载入失败');
    expect(screen.getByRole('combobox')).toHaveValue('2,21');
  });

  it('lists districts and their streets as the value paths the list operations take', () => {
    const tree = [{ value: '2', label: '东湖区', children: [{ value: '21', label: '水果湖街道' }] }];
    expect(districtChoices(tree).map((c) => [c.value, c.label['zh-CN']])).toEqual([
      ['2', '东湖区'],
      ['2,21', '东湖区 · 水果湖街道'],
    ]);
  });
});
