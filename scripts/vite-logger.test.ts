import type { Logger } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { portalLogger } from './vite-logger';

const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

function logged() {
  const base = { error: vi.fn(), info: vi.fn(), warn: vi.fn() } as unknown as Logger;
  return { base, logger: portalLogger(base) };
}

describe('the dev server logger', () => {
  it('says nothing when the browser cut a proxied websocket (a closed tab)', () => {
    const { base, logger } = logged();
    logger.error('ws proxy socket error:\nError: read ECONNRESET', { error: reset });
    logger.error('ws proxy error:\nError: read ECONNRESET', { error: reset });
    logger.error('ws proxy socket error:\nError: write EPIPE', {
      error: Object.assign(new Error(), { code: 'EPIPE' }),
    });
    expect(base.error).not.toHaveBeenCalled();
  });

  it('still reports every other error, a refused backend included', () => {
    const { base, logger } = logged();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    logger.error('ws proxy error:\nError: connect ECONNREFUSED', { error: refused });
    logger.error('http proxy error: /n2024/api\nError: read ECONNRESET', { error: reset });
    logger.error('Internal server error');
    expect(base.error).toHaveBeenCalledTimes(3);
  });
});
