import * as Dialog from '@radix-ui/react-dialog';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n';
import { answer, dialogs } from './dialogs';
import * as styles from './Dialog.css';

/** Draws the dialog at the head of the queue: focus trapped inside, Escape cancels, focus returns afterwards. */
export function DialogHost() {
  const { queue } = useSnapshot(dialogs);
  const { t } = useT();
  const current = queue[0];
  if (!current) return null;
  const role = current.kind === 'alert' ? 'alertdialog' : 'dialog';
  return (
    <Dialog.Root key={current.id} open onOpenChange={(open) => !open && answer(current.id, false)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} role={role}>
          <Dialog.Title className={styles.title}>{current.title}</Dialog.Title>
          <Dialog.Description className={styles.message}>{current.message}</Dialog.Description>
          <div className={styles.actions}>
            {current.kind === 'confirm' && (
              <button type="button" className={styles.secondary} onClick={() => answer(current.id, false)}>
                {current.cancelLabel ?? t('dialog.cancel')}
              </button>
            )}
            <button type="button" className={styles.primary} onClick={() => answer(current.id, true)} autoFocus>
              {current.confirmLabel ?? t('dialog.ok')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
