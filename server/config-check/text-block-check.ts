/**
 * The server's check of text blocks (decision 086): every TextBlock section's `options.html` is run through the text
 * block's own allow-list (src/sections/TextBlock/text-block-html.ts, in a jsdom window of its own) and REFUSED when
 * anything had to go: a script, a style attribute, an event handler, an unsafe link, an image from a foreign host, an
 * image without its description. Refused rather than cleaned: the config is what was reviewed and published, and a
 * silently changed text would publish something nobody saw. PUT /config (a publication or a submission),
 * `npm run config:check`, the build and the portal server reading a publication all go through here.
 */
import { JSDOM } from 'jsdom';
import type { ConfigProblem } from '../../src/config/portal-config';
import { enc } from '../../src/config/config-rules';
import { cleanTextBlock, type Refusal } from '../../src/sections/TextBlock/text-block-html';
import type { DomWindow } from '../../src/widgets/dom-window';

let window: DomWindow | undefined;

const ELEMENT_WORDS: Record<string, [string, string]> = {
  script: ['脚本（script）', 'a script'],
  style: ['样式表（style）', 'a style sheet'],
  iframe: ['嵌入的其他网页（iframe）', 'an embedded page (iframe)'],
  svg: ['矢量图代码（svg）', 'SVG code'],
};

/** One refusal in the editor's words, in both languages. */
function said({ kind, what }: Refusal): [string, string] {
  switch (kind) {
    case 'element':
      return ELEMENT_WORDS[what] ?? [`不允许的格式 <${what}>`, `the element <${what}>`];
    case 'attribute':
      if (what === 'style') return ['样式属性（style）', 'a style attribute'];
      if (what.startsWith('on')) return [`事件代码（${what}）`, `event code (${what})`];
      if (what === 'href' || what === 'src') return ['不安全的链接地址', 'an unsafe address'];
      return [`不允许的属性 ${what}`, `the attribute ${what}`];
    case 'link':
      return [`不允许的链接 ${what}`, `the link ${what}`];
    case 'image':
      return [`其他网站的图片 ${what}`, `an image from elsewhere: ${what}`];
    case 'alt':
      return [`没有图片说明的图片 ${what}`, `an image without a description: ${what}`];
  }
}

export function textBlockProblems(doc: unknown, file: string): ConfigProblem[] {
  const pages = (doc as { pages?: unknown } | null)?.pages;
  if (!pages || typeof pages !== 'object') return [];
  const problems: ConfigProblem[] = [];
  for (const [id, page] of Object.entries(pages as Record<string, { sections?: unknown }>)) {
    if (!Array.isArray(page?.sections)) continue;
    page.sections.forEach((section: { component?: unknown; options?: { html?: unknown } }, i) => {
      const html = section?.component === 'TextBlock' ? section.options?.html : undefined;
      if (typeof html !== 'string') return;
      window ??= new JSDOM('').window as DomWindow;
      const { refused } = cleanTextBlock(html, window);
      if (!refused.length) return;
      const words = [...new Map(refused.map((r) => [said(r)[0], said(r)])).values()];
      problems.push({
        file,
        pointer: `/pages/${enc(id)}/sections/${i}/options/html`,
        message: `the text block holds what its allow-list refuses: ${words.map((w) => w[1]).join(', ')}`,
        fix: 'Edit the text in the studio: only headings, paragraphs, bold, italic, lists, links and allowed images',
        words: {
          'zh-CN': {
            message: `图文介绍的正文含有不允许的内容：${words.map((w) => w[0]).join('、')}`,
            fix: '请在编辑器中修改这段正文：只能用标题、段落、加粗、斜体、列表、链接和本站或允许网站的图片（须有图片说明）。',
          },
          en: {
            message: `The text holds what a text block may not: ${words.map((w) => w[1]).join(', ')}`,
            fix: 'Edit the text in the editor: headings, paragraphs, bold, italic, lists, links and allowed images only.',
          },
        },
      });
    });
  }
  return problems;
}
