/**
 * The place of a member action that opens a dialog (sign-up, fair registration, interview invitation): its button
 * (busy, then a done state that stays), what the last press came to (role=status / role=alert), and the dialog
 * holding its form. An action no longer possible (a fair that is over) shows that instead of the button. When the
 * dialog closes, focus comes back here: to the button, or to the answer once the button is done (disabled).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import { ActionResult } from './ActionResult';
import type { ActionOutcome } from './use-member-action';
import * as styles from './ActionPanel.css';

interface Props {
  label: string;
  doneLabel: string;
  done: boolean;
  pending: boolean;
  onPress: () => void;
  outcome: ActionOutcome;
  successText: string;
  failedText: string;
  /** Said instead of the button when the action is no longer possible (a fair that has ended). */
  closedText?: string;
  dialog?: { open: boolean; onOpenChange: (open: boolean) => void; title: string; description?: string };
  /** The dialog's content (its form); kept by the caller, so closing the dialog loses nothing typed. */
  children?: ReactNode;
}

export function ActionPanel({ closedText, dialog, children, outcome, successText, failedText, ...button }: Props) {
  const { t } = useT();
  const panel = useRef<HTMLDivElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const open = dialog?.open ?? false;
  useEffect(() => {
    if (wasOpen.current && !open) {
      const trigger = panel.current?.querySelector('button');
      if (trigger && !trigger.disabled) trigger.focus();
      else answer.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <div ref={panel} className={styles.panel}>
      {closedText ? (
        <p className={styles.closed}>{closedText}</p>
      ) : (
        <ActionButton {...button} busyLabel={t('actions.busy')} aria-haspopup="dialog" />
      )}
      <div ref={answer} tabIndex={-1} className={styles.result}>
        <ActionResult outcome={outcome} successText={successText} failedText={failedText} />
      </div>
      {dialog && (
        <ActionDialog
          open={dialog.open}
          onOpenChange={dialog.onOpenChange}
          title={dialog.title}
          description={dialog.description}
        >
          {children}
        </ActionDialog>
      )}
    </div>
  );
}
