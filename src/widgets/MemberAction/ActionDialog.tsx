/**
 * A dialog holding a member action's form (interview invitation, fair registration, course sign-up): Radix Dialog,
 * so focus is trapped inside and Escape and the close button close it. It has no Radix trigger, so its owner hands
 * focus back on close (ActionPanel does). Closing never throws away what was typed: the owner keeps the form state.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import * as styles from './MemberAction.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

export function ActionDialog({ open, onOpenChange, title, description, children }: Props) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.dialogText}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className={styles.visuallyHidden}>{title}</Dialog.Description>
          )}
          {children}
          <Dialog.Close className={styles.close} aria-label={t('dialog.close')}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
