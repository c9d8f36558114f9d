import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultExampleData, answerWithRows } from '../../../tests/support/contract-examples';
import { ResumeList } from './ResumeList';
import type { SectionProps } from '../section-props';

const resumes = defaultExampleData('get', '/v1_0/home/resume/index').items.slice(0, 6);
const show = (rows: SectionProps<'ResumeList'>['rows']) =>
  render(
    <MemoryRouter>
      <ResumeList
        section={{ id: 'resumes', component: 'ResumeList' }}
        data={answerWithRows('items', rows)}
        rows={rows}
        search={new URLSearchParams()}
      />
    </MemoryRouter>,
  );

describe('ResumeList', () => {
  it('shows each resume with its photo (named after the person), facts and intentions, linking to the resume', () => {
    show(resumes);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const first = within(items[0]!);
    expect(first.getByRole('img', { name: '张先生' }).getAttribute('src')).toBe('/n2024/static/mock/avatar-1.png');
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('张先生');
    expect(first.getByRole('link').getAttribute('href')).toBe('/resumeDetail?id=50612');
    expect(first.getByText('27岁 | 3年 | 本科')).toBeTruthy();
    expect(first.getByText('意向地区：江城区')).toBeTruthy();
    expect(first.getByText('意向职位：会计,财务助理')).toBeTruthy();
  });

  it('copes with a resume that has only a name: no photo, no empty lines', () => {
    show([{ id: 7, fullname: '钱先生' }]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: '钱先生' }).getAttribute('href')).toBe('/resumeDetail?id=7');
    expect(screen.getByRole('listitem').querySelectorAll('p')).toHaveLength(0);
  });
});
