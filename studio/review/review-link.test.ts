import { describe, expect, it } from 'vitest';
import { reviewLink, reviewLinkId, showReviewInAddress } from './review-link';

describe('the review link', () => {
  it('names a submission by #review=ID or ?review=ID, and ignores anything else', () => {
    expect(reviewLinkId({ hash: '#review=12', search: '' })).toBe('12');
    expect(reviewLinkId({ hash: '', search: '?review=12' })).toBe('12');
    expect(reviewLinkId({ hash: '#x=1&review=7', search: '' })).toBe('7');
    expect(reviewLinkId({ hash: '', search: '' })).toBeNull();
    expect(reviewLinkId({ hash: '#review=../config', search: '' })).toBeNull();
    expect(reviewLinkId({ hash: '#review=%E0%A4%A', search: '' })).toBeNull();
  });

  it('is the studio page with the id, and follows the open review in the address', () => {
    expect(reviewLink('12', 'https://hr.example')).toMatch(/^https:\/\/hr\.example\/.*studio\/#review=12$/);
    history.replaceState(null, '', '/n2024/web/studio/?review=3');
    showReviewInAddress('12');
    expect(location.search).toBe('');
    expect(location.hash).toBe('#review=12');
    showReviewInAddress(null);
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/n2024/web/studio/');
  });
});
