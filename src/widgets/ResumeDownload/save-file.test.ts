import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileSaver, REVOKE_AFTER_MS } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fileSaver.save', () => {
  it('clicks a temporary download link to an object URL, removes it, and revokes the URL afterwards', () => {
    vi.useFakeTimers();
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    const create = vi.fn(() => 'blob:portal/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });

    fileSaver.save(blob, '简历-张伟-5521.pdf');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:portal/1', download: '简历-张伟-5521.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoke).toHaveBeenCalledWith('blob:portal/1');
  });
});
