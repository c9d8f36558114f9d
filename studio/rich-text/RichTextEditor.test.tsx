/**
 * The text block's editor (decision 086): a toolbar in HR's words that the keyboard reaches, an editor screen readers
 * know by its label, and output that holds only what the allow-list keeps, whatever is pasted or asked for.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import RichTextEditor from './RichTextEditor';

// jsdom lays nothing out: ProseMirror's scrolling into view finds no rectangles (and needs none here).
beforeAll(() => {
  const none = () => [] as unknown as DOMRectList;
  Range.prototype.getClientRects ??= none;
  Element.prototype.getClientRects ??= none;
  const rect = { top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect ??= () => rect;
});

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="l">正文</span>
      <span id="h">可用标题、加粗……</span>
      <RichTextEditor
        id="body"
        value={value}
        labelledBy="l"
        describedBy="h"
        locale="zh-CN"
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </>
  );
}

const setup = (initial = '<p>春风行动</p>') => {
  const onChange = vi.fn<(html: string) => void>();
  render(<Harness initial={initial} onChange={onChange} />);
  const last = () => onChange.mock.calls.at(-1)?.[0] ?? '';
  return { user: userEvent.setup(), onChange, last, editor: screen.getByRole('textbox', { name: '正文' }) };
};

/** Selects the editor's whole text (as Ctrl+A does). */
const selectAll = async (editor: HTMLElement) => {
  editor.focus();
  await userEvent.keyboard('{Control>}a{/Control}');
};

describe('the text block editor', () => {
  it('has a labelled toolbar of Chinese buttons the keyboard reaches, and an editor named for screen readers', async () => {
    const { user, editor } = setup();
    const toolbar = screen.getByRole('toolbar', { name: '正文格式' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['标题', '加粗', '斜体', '列表', '编号', '链接', '图片', '撤销']);
    expect(editor).toHaveAccessibleDescription('可用标题、加粗……');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    // Tab goes through every button that can act (撤销 waits for something to undo).
    within(toolbar).getByRole('button', { name: '标题' }).focus();
    for (const name of ['加粗', '斜体', '列表', '编号', '链接', '图片']) {
      await user.tab();
      expect(within(toolbar).getByRole('button', { name })).toHaveFocus();
    }
    expect(within(toolbar).getByRole('button', { name: '撤销' })).toBeDisabled();
  });

  it('writes bold, a heading and a list as the allow-list keeps them', async () => {
    const { user, editor, last } = setup();
    await selectAll(editor);
    await user.click(screen.getByRole('button', { name: '加粗' }));
    expect(last()).toBe('<p><strong>春风行动</strong></p>');
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '标题' }));
    expect(last()).toBe('<h3><strong>春风行动</strong></h3>');
    expect(screen.getByRole('button', { name: '标题' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '编号' }));
    expect(last()).toBe('<ol><li><p><strong>春风行动</strong></p></li></ol>');
  });

  it('undoes with 撤销', async () => {
    const { user, editor, last } = setup();
    await selectAll(editor);
    await user.click(screen.getByRole('button', { name: '斜体' }));
    expect(last()).toBe('<p><em>春风行动</em></p>');
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(last()).toBe('<p>春风行动</p>');
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();
  });

  it('links the selected words only to an address the block keeps, saying why another is refused', async () => {
    const { user, editor, last } = setup();
    await selectAll(editor);
    await user.click(screen.getByRole('button', { name: '链接' }));
    const ask = screen.getByRole('group', { name: '链接' });
    const address = within(ask).getByLabelText('链接地址');
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(within(ask).getByRole('alert')).toHaveTextContent('只能链接到网址');
    await user.clear(address);
    await user.type(address, 'https://rsj.jiangcheng.gov.cn/cfxd{Enter}');
    await waitFor(() =>
      expect(last()).toBe(
        '<p><a href="https://rsj.jiangcheng.gov.cn/cfxd" target="_blank" rel="noopener noreferrer">春风行动</a></p>',
      ),
    );
    expect(screen.queryByRole('group', { name: '链接' })).toBeNull();
  });

  it('inserts an image only from an allowed host, with its description', async () => {
    const { user, editor, last } = setup();
    editor.focus();
    await user.click(screen.getByRole('button', { name: '图片' }));
    const ask = screen.getByRole('group', { name: '图片' });
    await user.type(within(ask).getByLabelText('图片地址'), 'https://evil.example/a.png');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    expect(
      within(ask)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['只能使用本站或上面所列网站的图片。', '请写图片说明。']);
    await user.clear(within(ask).getByLabelText('图片地址'));
    await user.type(within(ask).getByLabelText('图片地址'), '/n2024/static/mock/article-1.png');
    await user.type(within(ask).getByLabelText('图片说明'), '招聘会现场');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    expect(last()).toContain('<img src="/n2024/static/mock/article-1.png" alt="招聘会现场">');
  });

  it('drops what the allow-list refuses from HTML it is given', async () => {
    const { editor, user, last } = setup(
      '<p style="color:red" onclick="x()">介绍</p><script>alert(1)</script><img src="https://evil.example/x.png" alt="x">',
    );
    expect(editor.innerHTML).not.toMatch(/style=|onclick|script|evil/);
    await selectAll(editor);
    await user.click(screen.getByRole('button', { name: '斜体' }));
    expect(last()).toBe('<p><em>介绍</em></p>');
  });
});
