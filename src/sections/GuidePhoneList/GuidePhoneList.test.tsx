import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultExampleData, answerWithRows } from '../../../tests/support/contract-examples';
import { GuidePhoneList } from './GuidePhoneList';
import type { SectionProps } from '../section-props';

const lines = defaultExampleData('get', '/api/web/queryGuideMobileByPage').records;
const show = (rows: SectionProps<'GuidePhoneList'>['rows']) =>
  render(
    <GuidePhoneList
      section={{ id: 'guidePhones', component: 'GuidePhoneList', show: 5 }}
      data={answerWithRows('records', lines)}
      rows={rows}
      search={new URLSearchParams()}
    />,
  );

describe('GuidePhoneList', () => {
  it('shows the rows it is given (5 on the home page): district and full number as a tel: link, for visitors too', () => {
    show(lines.slice(0, 5));
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[1]!.textContent).toContain('江城区就业服务中心');
    expect(within(items[1]!).getByRole('link', { name: '13886120451' }).getAttribute('href')).toBe('tel:13886120451');
    expect(screen.queryByText('西山区就业服务中心')).toBeNull();
  });

  it('dials a number written with a dash or spaces', () => {
    show([{ adress: '市本级', mobile: '0710-334 5678' }]);
    expect(screen.getByRole('link', { name: '0710-334 5678' }).getAttribute('href')).toBe('tel:07103345678');
  });
});
