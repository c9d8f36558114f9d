/**
 * A text block's 正文 field in the section form: the rich-text editor, whose code (tiptap, ProseMirror) is fetched
 * only when such a form opens, so the rest of the studio, and the portal, never carry it (decision 086).
 */
import { lazy, Suspense } from 'react';
import type { RichTextProps } from './RichTextEditor';
import { studioText } from '../i18n/use-studio-t';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function RichTextField(props: RichTextProps) {
  return (
    <Suspense fallback={<p role="status">{studioText(props.locale, 'richLoading')}</p>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
