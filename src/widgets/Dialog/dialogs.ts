/**
 * Confirm and alert dialogs as promises: `if (await confirm({...}))`. One dialog shows at a time; the rest wait
 * their turn. DialogHost (rendered once by the app) draws them with Radix Dialog.
 */
import { proxy } from 'valtio';

export interface DialogRequest {
  id: number;
  kind: 'confirm' | 'alert';
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  resolve: (ok: boolean) => void;
}

export const dialogs = proxy<{ queue: DialogRequest[] }>({ queue: [] });
let next = 1;

type Options = Pick<DialogRequest, 'title' | 'message' | 'confirmLabel' | 'cancelLabel'>;

/** Resolves true when the visitor confirms, false when they cancel or press Escape. */
export function confirm(options: Options): Promise<boolean> {
  return new Promise((resolve) => dialogs.queue.push({ id: next++, kind: 'confirm', ...options, resolve }));
}

/** Resolves when the visitor has read it. */
export function alert(options: Omit<Options, 'cancelLabel'>): Promise<void> {
  return new Promise((resolve) =>
    dialogs.queue.push({ id: next++, kind: 'alert', ...options, resolve: () => resolve() }),
  );
}

/** Closes the dialog on top with the visitor's answer. */
export function answer(id: number, ok: boolean) {
  const index = dialogs.queue.findIndex((d) => d.id === id);
  if (index < 0) return;
  const [request] = dialogs.queue.splice(index, 1);
  request!.resolve(ok);
}
