/**
 * A content body (article, notice, policy, job or company description) from the API on screen. The only component
 * allowed to use dangerouslySetInnerHTML: its input always passes through DOMPurify first (safe-html.ts). Job
 * titles use SafeTitle instead.
 */
import { useMemo } from 'react';
import { sanitizeRich } from './safe-html';
import * as styles from './SafeHtml.css';

interface Props {
  html: string | null | undefined;
  className?: string;
  /**
   * A stricter DOMPurify allow-list of the caller's own (a text block's, src/sections/TextBlock/text-block-html.ts)
   * in place of the content bodies' one; a module-level function, so the memo holds.
   */
  clean?: (html: string) => string;
}

export function SafeHtml({ html, className, clean: purify = sanitizeRich }: Props) {
  const clean = useMemo(() => purify(html ?? ''), [html, purify]);
  const classes = className ? `${styles.rich} ${className}` : styles.rich;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
