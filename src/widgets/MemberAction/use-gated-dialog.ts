/**
 * Opening a sign-up dialog only for a member who may act (useMemberAction's identity and profile checks, spec s5,
 * s6): a visitor or the other identity is asked instead, and a press while the check runs does nothing. A failed
 * check (memberInfo did not answer) is the action's outcome, said beside the button.
 */
import { useRef, useState } from 'react';
import type { ActionOutcome } from './use-member-action';

interface Gate {
  allowed: () => Promise<boolean>;
  setOutcome: (outcome: ActionOutcome) => void;
}

export function useGatedDialog({ allowed, setOutcome }: Gate) {
  const checking = useRef(false);
  const [opening, setOpening] = useState(false);
  const [open, setOpen] = useState(false);

  /** Checks, then opens; `beforeOpen` may fill in what the session already knows. */
  async function press(beforeOpen?: () => void) {
    if (checking.current) return;
    checking.current = true;
    setOpening(true);
    setOutcome({ kind: 'idle' });
    try {
      if (await allowed()) {
        beforeOpen?.();
        setOpen(true);
      }
    } catch (error) {
      setOutcome({ kind: 'error', error });
    } finally {
      checking.current = false;
      setOpening(false);
    }
  }

  return { open, setOpen, opening, press } as const;
}
