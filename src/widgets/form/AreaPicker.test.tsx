import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { AreaPicker, areaPath, type AreaNode } from './AreaPicker';

const tree = defaultExampleData<AreaNode[]>('get', '/v1_0/home/classify/index');

function Harness() {
  const [value, setValue] = useState('');
  return (
    <fieldset>
      <legend>工作区域</legend>
      <AreaPicker id="area" value={value} onChange={setValue} onBlur={() => {}} tree={tree} />
      <output>{value}</output>
    </fieldset>
  );
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const value = () => screen.getByRole('status').textContent;

describe('areaPath', () => {
  it('follows the codes as far as the tree has them', () => {
    expect(areaPath(tree, '2,21,211').map((n) => n.label)).toEqual(['东湖区', '东湖街道', '湖畔社区']);
    expect(areaPath(tree, '2,99').map((n) => n.label)).toEqual(['东湖区']);
    expect(areaPath(tree, '')).toEqual([]);
  });
});

describe('AreaPicker', () => {
  it('cascades district, street and community, joining the codes with commas', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    await user.selectOptions(select('区县'), '高新区');
    expect(value()).toBe('3');
    await user.selectOptions(select('街道/乡镇'), '光谷街道');
    await user.selectOptions(select('社区/村'), '软件园社区');
    expect(value()).toBe('3,31,311');
  });

  it('drops the lower levels when a higher one changes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(select('区县'), '江城区');
    await user.selectOptions(select('街道/乡镇'), '江滨街道');
    await user.selectOptions(select('区县'), '西山区');
    expect(value()).toBe('5');
    expect(select('街道/乡镇').value).toBe('');
    expect([...select('街道/乡镇').options].map((o) => o.textContent)).toEqual(['请选择', '西山街道']);
    await user.selectOptions(select('区县'), '');
    expect(value()).toBe('');
    expect(screen.queryByRole('combobox', { name: '街道/乡镇' })).toBeNull();
  });

  it('can name its first select and its empty choice after a filter ("区域", "全部")', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <AreaPicker
        id="f"
        value=""
        onChange={onChange}
        onBlur={() => {}}
        tree={tree}
        firstLabel="区域"
        emptyLabel="全部"
      />,
    );
    expect(select('区域').options[0]!.textContent).toBe('全部');
    await user.selectOptions(select('区域'), '东湖区');
    expect(onChange).toHaveBeenCalledWith('2');
  });
});
