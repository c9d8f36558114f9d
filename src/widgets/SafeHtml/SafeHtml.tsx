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
}

export function SafeHtml({ html, className }: Props) {
  const clean = useMemo(() => sanitizeRich(html ?? ''), [html]);
  const classes = className ? `${styles.rich} ${className}` : styles.rich;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
