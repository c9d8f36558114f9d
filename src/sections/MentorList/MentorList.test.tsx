import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultExampleData, answerWithRows } from '../../../tests/support/contract-examples';
import { MentorList } from './MentorList';
import type { SectionProps } from '../section-props';

const mentors = defaultExampleData('get', '/api/web/queryJobTeacherPage').records.slice(0, 2);
const show = (rows: SectionProps<'MentorList'>['rows']) =>
  render(
    <MemoryRouter>
      <MentorList
        section={{ id: 'mentors', component: 'MentorList' }}
        data={answerWithRows('records', rows)}
        rows={rows}
        search={new URLSearchParams()}
      />
    </MemoryRouter>,
  );

describe('MentorList', () => {
  it('shows each mentor with picture, name linking to the mentor, and expertise', () => {
    show(mentors);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('img', { name: '陈立华' }).getAttribute('src')).toBe('/n2024/static/mock/mentor-1.png');
    expect(first.getByRole('link', { name: '陈立华' }).getAttribute('href')).toBe('/teacherDetail?id=3');
    expect(first.getByText('擅长：职业生涯规划、简历诊断与面试辅导')).toBeTruthy();
  });

  it('shows a mentor without picture or expertise by name alone', () => {
    show([{ id: 9, name: '周老师' }]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/擅长/)).toBeNull();
    expect(screen.getByRole('link', { name: '周老师' }).getAttribute('href')).toBe('/teacherDetail?id=9');
  });
});
