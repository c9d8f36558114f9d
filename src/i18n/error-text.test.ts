import { describe, expect, it } from 'vitest';
import { envelopeError, httpError, networkError } from '../../sdk/errors';
import { errorText } from './error-text';

describe('errorText', () => {
  it("says a business error in the server's own words, in either language", () => {
    const e = envelopeError(500, '您已投递过该职位');
    expect(errorText(e, 'zh-CN')).toBe('您已投递过该职位');
    expect(errorText(e, 'en')).toBe('您已投递过该职位');
  });

  it('translates a business error that came without words (no English "Service exception!" in the Chinese UI)', () => {
    const e = envelopeError(500, undefined);
    expect(errorText(e, 'en')).toBe('Service exception!');
    expect(errorText(e, 'zh-CN')).not.toBe('Service exception!');
    expect(errorText(e, 'zh-CN')).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('says transport and HTTP failures from the catalogue', () => {
    expect(errorText(networkError(), 'en')).toBe('Network error! Please retry later');
    expect(errorText(httpError(403), 'en')).toBe('This account has no permission to access!');
    expect(errorText(httpError(403), 'zh-CN')).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('says something plain for a failure that is not an API error', () => {
    expect(errorText(new TypeError('x is undefined'), 'en')).toBe('Request failed!');
  });
});
