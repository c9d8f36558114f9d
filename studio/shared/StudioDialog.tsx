/**
 * The studio's dialog frame (Radix Dialog, in the studio's look): the title, a description, what the dialog holds,
 * and its buttons at the end, 关闭 first. `DialogState` is what a dialog that reads a list says about the reading.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from './studio.css';

/** What opens and closes a dialog. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function StudioDialog({
  open,
  onOpenChange,
  title,
  description,
  descriptionClassName,
  className = s.dialog,
  closeLabel,
  actions,
  children,
}: DialogProps & {
  title: string;
  /** Said under the title; without one, the title is the description too (for screen readers only). */
  description?: ReactNode;
  descriptionClassName?: string;
  /** The dialog's box (the studio's dialog unless said). */
  className?: string;
  /** The close button's words (关闭 unless said). */
  closeLabel?: string;
  /** Buttons after the close button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useStudioT();
  // The studio's dialogs open from buttons that are not Radix triggers: on closing, focus goes back to the one that
  // opened the dialog (Radix would send it to the page's body), so a keyboard user goes on where they were.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content
          ref={content}
          className={className}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Where the dialog's own action put the focus (a page it made, say), it stays.
            const active = document.activeElement;
            if (active && active !== document.body && !content.current?.contains(active)) return;
            if (opener.current?.isConnected) opener.current.focus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          {description === undefined ? (
            <Dialog.Description className={s.visuallyHidden}>{title}</Dialog.Description>
          ) : (
            <Dialog.Description className={descriptionClassName}>{description}</Dialog.Description>
          )}
          {children}
          <div className={s.actions}>
            <Dialog.Close asChild>
              <button type="button" className={s.button}>
                {closeLabel ?? t('close')}
              </button>
            </Dialog.Close>
            {actions}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A list's reading in words, before the list: the status (when the dialog has one), the failure (an alert, always
 * there to be announced), 重试 after a failure that can be retried, and a note (still loading, or nothing to list).
 */
export function DialogState({
  status,
  failure,
  onRetry,
  note,
}: {
  status?: ReactNode;
  failure: ReactNode;
  onRetry?: () => void;
  note?: ReactNode;
}) {
  const { t } = useStudioT();
  return (
    <>
      {status !== undefined && <div role="status">{status}</div>}
      <div role="alert" className={s.error}>
        {failure}
      </div>
      {onRetry && (
        <button type="button" className={s.button} onClick={onRetry}>
          {t('adminRetry')}
        </button>
      )}
      {note ? <p>{note}</p> : null}
    </>
  );
}
