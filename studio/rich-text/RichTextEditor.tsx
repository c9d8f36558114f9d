/**
 * The rich-text editor of a text block (decision 086): tiptap 3 with only what the text block's allow-list keeps
 * (StarterKit without code, quotes, rules, strike or underline; headings h2-h4; links whose address the block keeps;
 * images), a toolbar in HR's words, and every change cleaned by the same allow-list before it reaches the draft.
 * Loaded only in the studio, and only when a text block's form opens (RichTextField's dynamic import).
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { blockLink, cleanTextBlock } from '../../src/sections/TextBlock/text-block-html';
import type { StudioLocale } from '../model/field-labels';
import { InsertForm, type Insert } from './InsertForm';
import { studioText } from '../i18n/use-studio-t';
import type { StudioKey } from '../i18n/messages';
import * as r from './rich-text.css';

export interface RichTextProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  locale: StudioLocale;
}

const clean = (html: string) => cleanTextBlock(html).html;

export default function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  locale,
}: RichTextProps) {
  const w = (key: StudioKey) => studioText(locale, key);
  const written = useRef(value);
  const [asking, setAsking] = useState<Insert | null>(null);
  // useEditor reads its content once: cleaned once, not on every render.
  const [initial] = useState(() => clean(value));
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: false,
          linkOnPaste: false,
          isAllowedUri: (url) => blockLink(url) !== null,
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: r.content,
      },
    },
    onUpdate: ({ editor: e }) => {
      written.current = clean(e.getHTML());
      onChange(written.current);
    },
  });
  // A value changed elsewhere (the studio's undo, another form) is shown; one the editor wrote itself is not reset.
  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      editor.commands.setContent(clean(value), { emitUpdate: false });
    }
  }, [value, editor]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggles = [
    ['heading', 'richHeading', () => chain().toggleHeading({ level: 3 }).run()],
    ['bold', 'richBold', () => chain().toggleBold().run()],
    ['italic', 'richItalic', () => chain().toggleItalic().run()],
    ['bullets', 'richBullets', () => chain().toggleBulletList().run()],
    ['numbers', 'richNumbers', () => chain().toggleOrderedList().run()],
  ] as const;

  function insert(kind: Insert, fields: { address: string; alt?: string }) {
    setAsking(null);
    if (kind === 'image') {
      chain().setImage({ src: fields.address, alt: fields.alt }).run();
      return;
    }
    const href = blockLink(fields.address)!;
    if (editor.state.selection.empty)
      chain()
        .insertContent({ type: 'text', text: fields.address, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  }

  return (
    <div className={r.frame}>
      <div role="toolbar" aria-label={w('richToolbar')} aria-controls={id} className={r.toolbar}>
        {toggles.map(([key, word, run]) => (
          <button key={key} type="button" className={r.tool} aria-pressed={state[key]} onClick={run}>
            {w(word)}
          </button>
        ))}
        {(['link', 'image'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={r.tool}
            aria-expanded={asking === kind}
            onClick={() => setAsking(asking === kind ? null : kind)}
          >
            {w(kind === 'link' ? 'richLink' : 'richImage')}
          </button>
        ))}
        <button type="button" className={r.tool} disabled={!state.undo} onClick={() => chain().undo().run()}>
          {w('undo')}
        </button>
      </div>
      {asking && (
        <InsertForm
          kind={asking}
          locale={locale}
          onInsert={(fields) => insert(asking, fields)}
          onCancel={() => {
            setAsking(null);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
