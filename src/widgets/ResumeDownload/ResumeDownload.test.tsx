import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { api } from '../../data/api-client';
import { clearSession, logIn } from '../../session/session-store';
import { button, closeDialogs, logins, renderWidget, watchExternal } from '../../../tests/support/action-test-utils';
import { ResumeDownload } from './ResumeDownload';
import { fileSaver } from './save-file';

const DOWNLOAD = '/v1_0/company/resume/download';
const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

/** Stubs `api.download`; settle each call with `resolve` / `reject`. */
function stubDownload() {
  const calls: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const download = vi
    .spyOn(api, 'download')
    .mockImplementation(() => new Promise((resolve, reject) => calls.push({ resolve, reject })) as never);
  return { download, settle: (i = 0) => calls[i]! };
}

let saved: ReturnType<typeof vi.fn<(blob: Blob, fileName: string) => void>>;
let go: ReturnType<typeof watchExternal>;
beforeEach(() => {
  clearSession();
  go = watchExternal();
  saved = vi.fn<(blob: Blob, fileName: string) => void>();
  vi.spyOn(fileSaver, 'save').mockImplementation(saved);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeDialogs();
});

const renderDownload = () => renderWidget(<ResumeDownload resumeId={5521} name="张伟" />);

describe('ResumeDownload', () => {
  it("saves the file under the page's name for the person, busy while it downloads, and says so", async () => {
    logIn(logins.company);
    const { download, settle } = stubDownload();
    const { user } = renderDownload();
    await user.click(button('下载简历'));
    expect(download).toHaveBeenCalledWith(DOWNLOAD, { body: { resumeid: 5521 } });
    expect(button('正在下载…')).toBeDisabled();
    expect(button('正在下载…')).toHaveAttribute('aria-busy', 'true');
    settle().resolve({ blob: pdf, disposition: "attachment; filename*=UTF-8''%E7%AE%80%E5%8E%86.pdf" });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('简历已下载：简历-张伟-5521.pdf'));
    expect(saved).toHaveBeenCalledWith(pdf, '简历-张伟-5521.pdf');
    expect(button('下载简历')).toBeEnabled();
  });

  it('names the file after the person when the server gives no name', async () => {
    logIn(logins.company);
    const { settle } = stubDownload();
    const { user } = renderDownload();
    await user.click(button('下载简历'));
    settle().resolve({ blob: pdf, disposition: null });
    await waitFor(() => expect(saved).toHaveBeenCalledWith(pdf, '简历-张伟-5521.pdf'));
  });

  it('says a refusal answered instead of a file in role=alert, and saves nothing', async () => {
    logIn(logins.company);
    const { settle } = stubDownload();
    const { user } = renderDownload();
    await user.click(button('下载简历'));
    settle().reject(envelopeError(50009, '今日简历下载次数已用完'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('简历下载失败：今日简历下载次数已用完'));
    expect(saved).not.toHaveBeenCalled();
    expect(button('下载简历')).toBeEnabled();
  });

  it('sends one request for a double click', async () => {
    logIn(logins.company);
    const { download, settle } = stubDownload();
    const { user } = renderDownload();
    await user.dblClick(button('下载简历'));
    settle().resolve({ blob: pdf, disposition: null });
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('asks a visitor to log in as a company, and a personal account to switch, sending nothing', async () => {
    const { download } = stubDownload();
    const { user, unmount } = renderDownload();
    await user.click(button('下载简历'));
    await user.click(await screen.findByRole('button', { name: '去登录' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://member.jiangcheng.example/company/login'));
    unmount();
    logIn(logins.personal);
    renderDownload();
    await user.click(button('下载简历'));
    expect(await screen.findByRole('dialog', { name: '切换身份' })).toHaveTextContent('下载简历仅对企业账号开放');
    expect(download).not.toHaveBeenCalled();
  });
});
