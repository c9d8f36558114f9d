import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './FactList';

describe('FactList', () => {
  it('pairs each label with its value in a description list, leaving out facts without a value', () => {
    const { container } = render(
      <FactList
        facts={[
          { label: '薪资', value: '8000元' },
          { label: '学历', value: '' },
          { label: '人数', value: 0 },
          { label: '地址', value: undefined },
        ]}
      />,
    );
    expect([...container.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['薪资', '人数']);
    expect(screen.getByText('薪资').nextElementSibling?.textContent).toBe('8000元');
    expect(screen.getByText('人数').nextElementSibling?.textContent).toBe('0');
  });

  it('renders nothing when no fact has a value', () => {
    expect(render(<FactList facts={[{ label: '学历', value: null }]} />).container.innerHTML).toBe('');
  });
});
