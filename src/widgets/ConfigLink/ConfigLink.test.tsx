import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleData } from '../../../tests/support/contract-examples';
import { portalConfig } from '../../../tests/support/section-render';
import { PortalConfigContext } from '../../config/config-context';
import type { LinkConfig } from '../../config/portal-config';
import { clearSession, logIn } from '../../session/session-store';
import { DialogHost } from '../Dialog/DialogHost';
import { answer, dialogs } from '../Dialog/dialogs';
import { ConfigLink } from './ConfigLink';
import { external } from '../MemberAction/member-prompts';

const member = 'https://member.jiangcheng.example';
const postJob: LinkConfig = { label: '发布招聘', memberCentre: 'postJob', requires: 'company' };
const resume: LinkConfig = { label: '登记简历', memberCentre: 'resumeManage', requires: 'personal' };
const personal = exampleData('post', '/v1_0/member/login/password', 'ok');
const company = exampleData('post', '/v1_0/member/login/password', 'company');
let go: ReturnType<typeof vi.spyOn>;

const renderLink = (link: LinkConfig) =>
  render(
    <PortalConfigContext.Provider value={portalConfig}>
      <MemoryRouter>
        <ConfigLink link={link} />
        <DialogHost />
      </MemoryRouter>
    </PortalConfigContext.Provider>,
  );

beforeEach(() => {
  clearSession();
  go = vi.spyOn(external, 'go').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const d of [...dialogs.queue]) answer(d.id, false);
  await Promise.resolve();
});

describe('ConfigLink', () => {
  it('links portal pages, member-centre pages and http(s) sites; other addresses are not links', () => {
    renderLink({ label: '找工作', route: '/jobSearch' });
    expect(screen.getByRole('link', { name: '找工作' })).toHaveAttribute('href', '/jobSearch');
    renderLink({ label: '企业入驻', memberCentre: 'companyRegister' });
    expect(screen.getByRole('link', { name: '企业入驻' })).toHaveAttribute('href', `${member}/company/register`);
    renderLink({ label: '坏链接', href: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: '坏链接' })).toBeNull();
  });

  it('leads a visitor to the member-centre login of the identity the link requires (spec s6)', () => {
    renderLink(postJob);
    renderLink(resume);
    expect(screen.getByRole('link', { name: '发布招聘' })).toHaveAttribute('href', `${member}/company/login`);
    expect(screen.getByRole('link', { name: '登记简历' })).toHaveAttribute('href', `${member}/personal/login`);
  });

  it('lets the right identity follow the link', () => {
    logIn(company);
    renderLink(postJob);
    expect(screen.getByRole('link', { name: '发布招聘' })).toHaveAttribute('href', `${member}/company/jobs/add`);
  });

  it('asks the other identity to switch: yes goes to the switch page, no stays', async () => {
    logIn(personal);
    renderLink(postJob);
    await userEvent.click(screen.getByRole('link', { name: '发布招聘' }));
    await screen.findByRole('dialog', { name: '切换身份' });
    expect(screen.getByRole('dialog')).toHaveTextContent('此功能仅对企业账号开放，是否切换为企业身份？');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '发布招聘' })).toHaveAttribute('href', `${member}/company/jobs/add`);
  });

  it('sends a company account asked about a personal link to the personal switch page on yes', async () => {
    logIn(company);
    renderLink(resume);
    await userEvent.click(screen.getByRole('link', { name: '登记简历' }));
    await userEvent.click(await screen.findByRole('button', { name: '去切换' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${member}/member/switch/personal`));
  });
});
