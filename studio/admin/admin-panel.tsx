/**
 * What the admin's two panels (账号管理, 操作日志) share: how they are opened, what a 401 does to them, how a list that
 * could not be read is said, and their table.
 */
import type { ReactNode } from 'react';
import type { StudioKey } from '../i18n/messages';
import { StudioApiError } from '../service/studio-client';
import type { DialogProps } from '../shared/StudioDialog';
import * as s from '../shared/studio.css';
import * as a from './admin.css';

export interface AdminPanelProps extends DialogProps {
  /** The admin's own session ended (401): the studio asks to sign in again. */
  onSignedOut: () => void;
}

/** A 401 (the admin's own session ended) closes the panel and asks to sign in again: true; any other refusal false. */
export function endedSession(error: unknown, { onOpenChange, onSignedOut }: AdminPanelProps): boolean {
  if (!(error instanceof StudioApiError && error.status === 401)) return false;
  onOpenChange(false);
  onSignedOut();
  return true;
}

/** Why the panel's list could not be read, in words (a 401 is handled before). */
export const loadFailure = (error: unknown): StudioKey =>
  error instanceof StudioApiError && error.status === 403 ? 'adminForbidden' : 'adminLoadFailed';

/** A panel's table: its caption for screen readers (the panel's title shows it), the column heads, the rows. */
export function AdminTable({
  caption,
  columns,
  busy,
  children,
}: {
  caption: string;
  /** The columns' headers, as the reader reads them. */
  columns: readonly string[];
  /** Marked busy while it is read again. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <table className={a.table} aria-busy={busy}>
      <caption className={s.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((header) => (
            <th key={header} scope="col" className={a.headCell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
