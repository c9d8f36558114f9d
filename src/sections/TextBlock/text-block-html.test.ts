import { describe, expect, it } from 'vitest';
import { cleanTextBlock } from './text-block-html';

const kinds = (html: string) => cleanTextBlock(html).refused.map((r) => `${r.kind}:${r.what}`);

describe('a text block keeps only the allow-list (decision 086)', () => {
  it('keeps headings, paragraphs, bold, italic, lists, links and an allowed image, and refuses nothing', () => {
    const html =
      '<h2>春风行动</h2><h3>时间</h3><h4>地点</h4><p><strong>粗</strong><em>斜</em><br>下一行</p>' +
      '<ul><li><p>一</p></li></ul><ol><li>二</li></ol>' +
      '<p><a href="https://rsj.jiangcheng.gov.cn/a">局网站</a> <a href="mailto:hr@jiangcheng.gov.cn">邮件</a></p>' +
      '<img src="/n2024/static/mock/article-1.png" alt="招聘会现场">';
    const { html: clean, refused } = cleanTextBlock(html);
    expect(refused).toEqual([]);
    expect(clean).toContain('<h2>春风行动</h2>');
    expect(clean).toContain('<ol><li>二</li></ol>');
    expect(clean).toContain(
      '<a href="https://rsj.jiangcheng.gov.cn/a" target="_blank" rel="noopener noreferrer">局网站</a>',
    );
    expect(clean).toContain('<a href="mailto:hr@jiangcheng.gov.cn">邮件</a>');
    expect(clean).toContain('<img src="/n2024/static/mock/article-1.png" alt="招聘会现场">');
    // Cleaned once, it passes again unchanged: the server does not refuse what the editor wrote.
    expect(cleanTextBlock(clean)).toEqual({ html: clean, refused: [] });
  });

  it('points a portal path at the portal and opens it in the same tab', () => {
    const { html, refused } = cleanTextBlock('<a href="/jobSearch" target="_blank" rel="opener">找工作</a>');
    expect(refused).toEqual([]);
    expect(html).toBe('<a href="/n2024/web/jobSearch">找工作</a>');
  });

  it.each([
    ['<img src="/n2024/a.png" alt="x" onerror="alert(1)">', 'attribute:onerror'],
    ['<p>a</p><script>alert(1)</script>', 'element:script'],
    ['<a href="javascript:alert(1)">点我</a>', 'attribute:href'],
    ['<a href=" JaVaScRiPt:alert(1)">点我</a>', 'attribute:href'],
    ['<p style="color:red">红</p>', 'attribute:style'],
    ['<svg><foreignObject><p>x</p></foreignObject></svg>', 'element:svg'],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">', 'image:data:image/png;base64,iVBORw0KGgo='],
    ['<img src="https://evil.example/a.png" alt="x">', 'image:https://evil.example/a.png'],
    ['<img src="http://rsj.jiangcheng.gov.cn/a.png" alt="x">', 'image:http://rsj.jiangcheng.gov.cn/a.png'],
    ['<img src="//evil.example/a.png" alt="x">', 'image://evil.example/a.png'],
    ['<iframe src="https://evil.example"></iframe>', 'element:iframe'],
    ['<p onclick="x()">a</p>', 'attribute:onclick'],
    ['<a href="ftp://files.example/x">f</a>', 'link:ftp://files.example/x'],
    ['<h1>大</h1>', 'element:h1'],
    ['<style>p{}</style>', 'element:style'],
    ['<img src="/n2024/a.png">', 'alt:/n2024/a.png'],
  ])('refuses %s', (hostile, refusal) => {
    expect(kinds(hostile)).toContain(refusal);
    const { html } = cleanTextBlock(hostile);
    expect(html).not.toMatch(/onerror|onclick|<script|javascript:|style=|<svg|<iframe|evil\.example|data:|ftp:/i);
  });
});
