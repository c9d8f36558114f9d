import { describe, expect, it } from 'vitest';
import { decodeEntities } from './SafeTitle';
import { safeImageUrl, safeResourceUrl } from '../external-url';

describe('decodeEntities', () => {
  it('decodes named and numeric entities once and leaves literal tags as characters', () => {
    expect(decodeEntities('&lt;b&gt;&#39;x&#x27; &amp;amp;')).toBe("<b>'x' &amp;");
    expect(decodeEntities('<i>a &amp; b</i>')).toBe('<i>a & b</i>');
    expect(decodeEntities('无实体')).toBe('无实体');
  });
});

describe('safeImageUrl', () => {
  it('accepts http(s) and paths on this site', () => {
    expect(safeImageUrl('/n2024/static/a.png')).toBe('/n2024/static/a.png');
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
  it.each([
    '//evil.example/a.png',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'a.png',
    '',
    undefined,
  ])('refuses %s', (v) => expect(safeImageUrl(v)).toBeNull());
});

describe('safeResourceUrl', () => {
  it('keeps site paths as paths and keeps http(s)', () => {
    expect(safeResourceUrl('/n2024/static/f.docx')).toBe('/n2024/static/f.docx');
    expect(safeResourceUrl('https://e.example/v.mp4')).toBe('https://e.example/v.mp4');
  });
  it.each(['javascript:alert(1)', '//evil.example/x', 'ftp://e.example/x', null])('refuses %s', (v) =>
    expect(safeResourceUrl(v)).toBeNull(),
  );
});
