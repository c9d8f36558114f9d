import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { JobList } from './JobList';

const jobs = defaultExampleData('get', '/api/web/queryJobListByPage').records as {
  id: number;
  jobName: string;
  companyName: string;
}[];

describe('JobList', () => {
  it('links each job to its detail and its employer', () => {
    renderSection(JobList, { rows: jobs.slice(0, 2) });
    const first = jobs[0]!;
    const shown = new DOMParser().parseFromString(first.jobName, 'text/html').body.textContent!; // entities decoded
    expect(screen.getByRole('link', { name: shown })).toHaveAttribute('href', `/jobDetail?id=${first.id}`);
    expect(screen.getAllByRole('link', { name: first.companyName })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/firmDetail\?id=\d+$/),
    );
  });

  it('shows a hostile title as text: nothing runs, its tags are visible (spec s5)', () => {
    const hostile = {
      ...jobs[0]!,
      id: 1,
      jobName: '<img src=x onerror=window.__hacked=1><script>window.__hacked=2</script>急聘<b>焊工</b>',
    };
    const { container } = renderSection(JobList, { rows: [hostile] });
    expect(container.querySelector('img, script')).toBeNull();
    const link = screen.getByRole('link', { name: /急聘/ });
    expect(link).toHaveTextContent('<img src=x onerror=window.__hacked=1><script>window.__hacked=2</script>急聘焊工');
    expect(link.querySelector('b')).toHaveTextContent('焊工');
    expect(link).toHaveAttribute(
      'title',
      '<img src=x onerror=window.__hacked=1><script>window.__hacked=2</script>急聘焊工',
    );
  });

  it('gives each card an apply button named after its job', () => {
    renderSection(JobList, { rows: jobs.slice(0, 3) });
    const buttons = screen.getAllByRole('button', { name: /^申请职位：/ });
    expect(buttons).toHaveLength(3);
    const shown = new DOMParser().parseFromString(jobs[1]!.jobName, 'text/html').body.textContent!;
    expect(buttons[1]).toHaveAccessibleName(`申请职位：${shown}`);
  });

  it('unescapes entities in a title once', () => {
    renderSection(JobList, { rows: [{ ...jobs[0]!, id: 2, jobName: 'AT&amp;T 销售 &lt;急&gt;' }] });
    expect(screen.getByRole('link', { name: 'AT&T 销售 <急>' })).toBeInTheDocument();
  });
});
