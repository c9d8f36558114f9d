import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultExampleData, answerWithRows } from '../../../tests/support/contract-examples';
import { MiniClassList } from './MiniClassList';
import type { SectionProps } from '../section-props';

const classes = defaultExampleData('get', '/api/web/queryMiniClassPage').records.slice(0, 2);
const show = (rows: SectionProps<'MiniClassList'>['rows']) =>
  render(
    <MemoryRouter>
      <MiniClassList
        section={{ id: 'miniClasses', component: 'MiniClassList' }}
        data={answerWithRows('records', rows)}
        rows={rows}
        search={new URLSearchParams()}
      />
    </MemoryRouter>,
  );

describe('MiniClassList', () => {
  it('shows each class as one link holding its thumbnail and title', () => {
    const { container } = show(classes);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('href')).toBe('/miniClazzDetail?id=41');
    expect(screen.getByRole('link', { name: '毕业生求职第一课：如何写好一份简历' })).toBe(links[0]);
    const thumb = container.querySelector('img')!;
    expect(thumb.getAttribute('src')).toBe('/n2024/static/mock/miniclass-41.png');
    expect(thumb.getAttribute('alt')).toBe('');
  });

  it('shows a class without thumbnail by title alone', () => {
    const { container } = show([{ id: 50, title: '求职安全' }]);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: '求职安全' })).toBeTruthy();
  });
});
