import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { withOpenPolicyForm } from '../../tests/support/open-policy-form';
import { setAt } from '../model/edits';
import { apply, loadPublished } from '../model/studio-store';
import type { Session } from '../service/studio-client';
import { Toolbar, type StudioView } from './Toolbar';

// Its policy form's page opened to anyone: the draft has one warning (提醒) to show.
const published = withOpenPolicyForm(portal) as unknown as PortalConfig;

function bar(session: Session, view: StudioView = 'edit', onView = vi.fn(), onShowProblem = vi.fn()) {
  render(
    <Toolbar
      session={session}
      view={view}
      onView={onView}
      problems={[]}
      onSignOut={vi.fn()}
      onSignedOut={vi.fn()}
      onShowProblem={onShowProblem}
      onImportNote={vi.fn()}
      onNote={vi.fn()}
      submissionsOpen={false}
      onSubmissionsOpen={vi.fn()}
    />,
  );
  return onView;
}

const session = (role: Session['role'], review: Session['review'] = 'optional'): Session => ({
  name: 'anna',
  role,
  review,
  csrfToken: 't',
});

beforeEach(() => {
  loadPublished(published, '"v1"');
  apply(setAt(published, '/pages/home/sections/0/hidden', true));
});

describe('Toolbar', () => {
  it('says who is signed in with the role in words', () => {
    bar(session('editor'));
    expect(screen.getByText('编辑：anna')).toBeVisible();
  });

  it('offers 提交审核 to an editor, and to everyone when review is required; 发布 otherwise', () => {
    bar(session('editor'));
    expect(screen.getByRole('button', { name: '提交审核' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    // Editors do not review.
    expect(screen.queryByRole('group', { name: '工作区' })).toBeNull();
  });

  it('gives a reviewer under required review 提交审核 and the switch to 审核', () => {
    const onView = bar(session('reviewer', 'required'));
    expect(screen.getByText('审核：anna')).toBeVisible();
    expect(screen.getByRole('button', { name: '提交审核' })).toBeVisible();
    const review = screen.getByRole('button', { name: '审核' });
    expect(review).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(review);
    expect(onView).toHaveBeenCalledWith('review');
  });

  it('gives a reviewer under optional review 发布; while reviewing, the editing tools step aside', () => {
    bar(session('reviewer'), 'review');
    expect(screen.getByText('审核：anna')).toBeVisible();
    expect(screen.getByRole('button', { name: '审核' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
    expect(screen.getByRole('button', { name: '我的提交' })).toBeVisible();
  });

  it('counts warnings (提醒) apart from problems, lists them in words leading to their field, and still publishes', async () => {
    const onShowProblem = vi.fn();
    bar(session('reviewer'), 'edit', vi.fn(), onShowProblem);
    // The shipped policy form is on a page anyone may open: a warning, not a problem.
    expect(screen.getByText('没有问题')).toBeVisible();
    expect(screen.getByText('1 个提醒')).toBeVisible();
    expect(screen.getByRole('button', { name: '发布' })).toBeEnabled();
    // Closed, the list draws nothing; opened, each in words.
    expect(screen.queryByRole('listitem')).toBeNull();
    fireEvent.click(screen.getByText('问题与提醒'));
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('提醒补贴申请 › 政策补贴申请：此表单收集个人信息');
    fireEvent.click(within(item).getByRole('button', { name: /^前往修改/ }));
    expect(onShowProblem).toHaveBeenCalledWith(expect.objectContaining({ pointer: '/pages/pclicyForm/sections/0' }));
    expect(screen.getByText('问题与提醒').closest('details')!.open).toBe(false);
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
