import { useEffect, useEffectEvent } from 'react';

/**
 * A dialog's list, read on opening and again whenever `asked` changes while it is open. An answer that comes after
 * the dialog closed, or after a newer question, is dropped; `done` and `failed` are told which question it answers.
 */
export function useReadWhileOpen<Asked, T>(
  open: boolean,
  asked: Asked,
  read: (asked: Asked) => Promise<T>,
  done: (answer: T, asked: Asked) => void,
  failed: (error: unknown, asked: Asked) => void,
) {
  const answered = useEffectEvent(done);
  const refused = useEffectEvent(failed);
  const ask = useEffectEvent(read);
  useEffect(() => {
    if (!open) return;
    let live = true;
    ask(asked).then(
      (answer) => live && answered(answer, asked),
      (error: unknown) => live && refused(error, asked),
    );
    return () => {
      live = false;
    };
  }, [open, asked]);
}
