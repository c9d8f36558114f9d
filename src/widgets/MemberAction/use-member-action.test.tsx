import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { exampleData } from '../../../tests/support/contract-examples';
import { portalConfig } from '../../../tests/support/section-render';
import { PortalConfigContext } from '../../config/config-context';
import { api } from '../../data/api-client';
import { clearSession, logIn } from '../../session/session-store';
import { DialogHost } from '../Dialog/DialogHost';
import { answer, dialogs } from '../Dialog/dialogs';
import { ActionButton } from './ActionButton';
import { ActionResult } from './ActionResult';
import { external } from './member-prompts';
import { useMemberAction, type MemberActionOptions } from './use-member-action';

const personal = exampleData('post', '/v1_0/member/login/password', 'ok');
const company = exampleData('post', '/v1_0/member/login/password', 'company');

function Harness({ call, options }: { call: () => Promise<unknown>; options: MemberActionOptions }) {
  const action = useMemberAction(options);
  return (
    <>
      <ActionButton label="投递" busyLabel="投递中…" pending={action.pending} onPress={() => void action.act(call)} />
      <ActionResult outcome={action.outcome} successText="投递成功" failedText="投递失败" />
    </>
  );
}

function renderAction(call: () => Promise<unknown>, options: MemberActionOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <PortalConfigContext.Provider value={portalConfig}>
      <QueryClientProvider client={client}>
        <Harness call={call} options={options} />
        <DialogHost />
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );
}

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  clearSession();
  go = vi.spyOn(external, 'go').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const d of [...dialogs.queue]) answer(d.id, false);
  await Promise.resolve();
});

describe('useMemberAction (spec s5, s6)', () => {
  it('asks a visitor to log in as a person, and sends nothing', async () => {
    const call = vi.fn(async () => null);
    renderAction(call, { requires: 'personal' });
    await userEvent.click(screen.getByRole('button', { name: '投递' }));
    expect(await screen.findByRole('dialog', { name: '请先登录' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringContaining('member')));
    expect(call).not.toHaveBeenCalled();
  });

  it('tells a company account why and offers the switch', async () => {
    logIn(company);
    const call = vi.fn(async () => null);
    renderAction(call, { requires: 'personal', switchMessage: 'gates.switchToPersonalMessage' });
    await userEvent.click(screen.getByRole('button', { name: '投递' }));
    expect(await screen.findByRole('dialog', { name: '切换身份' })).toHaveTextContent('个人账号');
    expect(call).not.toHaveBeenCalled();
  });

  it('sends one request for a double click, busy meanwhile, then says success', async () => {
    logIn(personal);
    let finish: (v: null) => void = () => undefined;
    const call = vi.fn(() => new Promise<null>((resolve) => (finish = resolve)));
    renderAction(call, { requires: 'personal' });
    const button = screen.getByRole('button', { name: '投递' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(screen.getByRole('button', { name: '投递中…' })).toBeDisabled());
    finish(null);
    expect(await screen.findByRole('status')).toHaveTextContent('投递成功');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("says a failure in the server's words and lets the member press again", async () => {
    logIn(personal);
    const call = vi.fn().mockRejectedValueOnce(envelopeError(500, '您已投递过该职位')).mockResolvedValueOnce(null);
    renderAction(call, { requires: 'personal' });
    await userEvent.click(screen.getByRole('button', { name: '投递' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('投递失败：您已投递过该职位');
    await userEvent.click(screen.getByRole('button', { name: '投递' }));
    expect(await screen.findByRole('status')).toHaveTextContent('投递成功');
  });

  it('sends an incomplete profile to completion before the call', async () => {
    logIn(personal);
    vi.spyOn(api, 'get').mockResolvedValue({ info: { is_refine: 0, utype: 2 } } as never);
    const call = vi.fn(async () => null);
    renderAction(call, { requires: 'personal', refinedProfile: true });
    await userEvent.click(screen.getByRole('button', { name: '投递' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('完善');
    expect(call).not.toHaveBeenCalled();
  });
});
