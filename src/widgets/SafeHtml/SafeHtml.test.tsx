import { describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { SafeHtml } from './SafeHtml';
import { parseTitle, SafeTitle, TITLE_TAGS } from './SafeTitle';

/** Nothing in the rendered DOM can run code: no script, no on* attribute, no javascript: URL, no frame or style. */
function expectInert(root: HTMLElement) {
  expect(root.querySelector('script, iframe, object, embed, style, form, svg, math')).toBeNull();
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), `${el.tagName} has ${attr.name}`).toBe(false);
      expect(attr.name).not.toBe('style');
      expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:');
    }
  }
}

const renderTitle = (html: string) => render(<SafeTitle html={html} />).container;
const renderRich = (html: string) => render(<SafeHtml html={html} />).container;

describe('SafeTitle (spec s5)', () => {
  it('shows a script tag as visible text and runs nothing', () => {
    const root = renderTitle('<script>alert(1)</script>高级工程师');
    expectInert(root);
    expect(root.textContent).toBe('<script>alert(1)</script>高级工程师');
  });

  it('decodes entities once, then shows an escaped hostile tag as text, not as an element', () => {
    const root = renderTitle('&lt;img src=x onerror=alert(1)&gt;会计');
    expectInert(root);
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toBe('<img src=x onerror=alert(1)>会计');
  });

  it('does not decode twice: a double-escaped tag reads as its entity text', () => {
    const root = renderTitle('&amp;lt;b&amp;gt;x');
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toBe('&lt;b&gt;x');
  });

  it('keeps whitelisted inline tags, without their attributes', () => {
    const root = renderTitle(
      '<b onclick="alert(1)" style="color:red">急聘</b>&lt;strong&gt;Java&lt;/strong&gt;<br/>开发',
    );
    expectInert(root);
    expect(root.querySelector('b')?.textContent).toBe('急聘');
    expect(root.querySelector('strong')?.textContent).toBe('Java');
    expect(root.querySelector('br')).not.toBeNull();
    expect(root.textContent).toBe('急聘Java开发');
  });

  it('escapes tags outside the whitelist (font, a, img, iframe) as visible text', () => {
    const root = renderTitle(
      '<font color=red>司机</font><a href="javascript:alert(1)">x</a><iframe src=//e.example></iframe>',
    );
    expectInert(root);
    expect(root.querySelector('font, a, iframe')).toBeNull();
    expect(root.textContent).toBe(
      '<font color=red>司机</font><a href="javascript:alert(1)">x</a><iframe src=//e.example></iframe>',
    );
  });

  it('survives attribute and tag-splitting tricks', () => {
    const root = renderTitle(
      '<b/onmouseover=alert(1)>x</b><img alt="<b>" src=x onerror=alert(1)><svg/onload=alert(1)>',
    );
    expectInert(root);
    expect(root.querySelector('img, svg')).toBeNull();
    expect(root.textContent).toContain('<svg/onload=alert(1)>');
  });

  it('nests whitelisted tags, drops stray closing tags and closes what the title leaves open', () => {
    const root = renderTitle('</em>前<b>粗<i>斜</b>后<u>下');
    expectInert(root);
    expect(root.querySelector('b > i')?.textContent).toBe('斜');
    expect(root.querySelector('u')?.textContent).toBe('下');
    expect(root.textContent).toBe('前粗斜后下');
  });

  it('gives the same words as plain text for a tooltip', () => {
    expect(parseTitle('<b>急聘</b>&lt;font&gt;司机<br>A&amp;B').text).toBe('急聘<font>司机A&B');
    expect(parseTitle(null).text).toBe('');
  });

  it('never draws a tag outside the whitelist or any attribute, whatever the API sends', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('<', '>', '&', '&lt;', '&amp;', '"', "'", '/', '=', ' onerror=alert(1)', ' style="x"'),
      fc
        .constantFrom(...TITLE_TAGS, 'script', 'img', 'a', 'svg', 'iframe', 'font')
        .chain((tag) =>
          fc.constantFrom(`<${tag}>`, `</${tag}>`, `<${tag} onclick=alert(1)>`, `<${tag}/>`, `&lt;${tag}&gt;`),
        ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const root = renderTitle(parts.join(''));
        for (const el of root.querySelectorAll('span *')) {
          expect(TITLE_TAGS).toContain(el.tagName.toLowerCase());
          expect(el.attributes).toHaveLength(0);
        }
        expect(root.textContent).toBe(parseTitle(parts.join('')).text);
        cleanup();
      }),
      { numRuns: 300 },
    );
  });

  it('leaves plain titles and ampersands as they are', () => {
    expect(renderTitle('AT&amp;T 销售 & 客服').textContent).toBe('AT&T 销售 & 客服');
    expect(renderTitle('').textContent).toBe('');
  });
});

describe('SafeHtml', () => {
  it('keeps formatting, lists and tables', () => {
    const root = renderRich(
      '<h3>职责</h3><p><strong>一</strong><em>二</em></p><ul><li>甲</li></ul><table><tr><th>a</th><td>b</td></tr></table>',
    );
    expectInert(root);
    expect(root.querySelector('h3')?.textContent).toBe('职责');
    expect(root.querySelectorAll('strong, em, li, th, td')).toHaveLength(5);
  });

  it('removes scripts, handlers, styles, iframes and forms', () => {
    const root = renderRich(
      '<p style="color:red" onclick="alert(1)">正文</p><script>alert(1)</script><iframe src="https://e.example"></iframe>' +
        '<img src="x" onerror="alert(1)"><svg onload="alert(1)"></svg><form action="https://e.example"><input></form><style>p{}</style>',
    );
    expectInert(root);
    expect(root.textContent).toBe('正文');
  });

  it('keeps http(s) links, opening them safely, and turns javascript: links into plain words', () => {
    const root = renderRich(
      '<a href="https://rsj.example/a">官网</a> <a href="jAvAsCrIpT:alert(1)">点我</a> <a href="data:text/html,x">d</a>',
    );
    expectInert(root);
    const links = root.querySelectorAll('a[href]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveProperty('href', 'https://rsj.example/a');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.textContent).toBe('官网 点我 d');
  });

  it('keeps images from http(s) or this site with their alt, lazily loaded; drops other sources', () => {
    const root = renderRich(
      '<img src="/n2024/static/a.png" alt="示意图"><img src="https://cdn.example/b.png"><img src="//evil.example/c.png"><img src="javascript:alert(1)">',
    );
    expectInert(root);
    const imgs = [...root.querySelectorAll('img')];
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual([
      '/n2024/static/a.png',
      'https://cdn.example/b.png',
      null,
      null,
    ]);
    expect(imgs[0]?.getAttribute('alt')).toBe('示意图');
    expect(imgs[1]?.getAttribute('alt')).toBe('');
    expect(imgs.every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('does not turn escaped markup into elements', () => {
    const root = renderRich('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expectInert(root);
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('renders nothing for an empty body', () => {
    expect(renderRich('').textContent).toBe('');
    expect(render(<SafeHtml html={undefined} />).container.textContent).toBe('');
  });
});
