/**
 * HTML from the API on screen. The only component allowed to use dangerouslySetInnerHTML: its input always passes
 * through DOMPurify first (safe-html.ts). `rich` for content bodies, `title` for job titles (spec s5).
 */
import { useMemo } from 'react';
import { sanitizeRich, sanitizeTitle } from './safe-html';
import * as styles from './SafeHtml.css';

interface Props {
  html: string | null | undefined;
  mode: 'rich' | 'title';
  className?: string;
}

export function SafeHtml({ html, mode, className }: Props) {
  const clean = useMemo(() => (mode === 'rich' ? sanitizeRich(html ?? '') : sanitizeTitle(html ?? '')), [html, mode]);
  if (mode === 'title') return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
  const classes = className ? `${styles.rich} ${className}` : styles.rich;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
