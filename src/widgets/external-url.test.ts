import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './external-url';

describe('safeExternalUrl', () => {
  it('keeps http and https addresses', () => {
    expect(safeExternalUrl('https://rsj.jiangcheng.gov.cn/a?b=1')).toBe('https://rsj.jiangcheng.gov.cn/a?b=1');
    expect(safeExternalUrl(' http://example.org ')).toBe('http://example.org/');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '/relative',
    'ftp://x',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => expect(safeExternalUrl(value)).toBeNull());
});
