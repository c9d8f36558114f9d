/**
 * Short notices (spec s8's toasts) as a store: `showToast(text, ms)` from anywhere, ToastHost (mounted once) draws
 * them. A notice identical to one still on screen is not repeated: six failing sections say it once.
 */
import { proxy } from 'valtio';

export const TOAST_MS = 4000;
/** The exception code's 'Server internal error' shows for 1.5 s (spec s8). */
export const EXCEPTION_TOAST_MS = 1500;

export interface Toast {
  id: number;
  text: string;
}

export const toasts = proxy<{ list: Toast[] }>({ list: [] });
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let next = 1;

/** Shows a notice for `durationMs`; returns its id, or null when the same text is already showing. */
export function showToast(text: string, durationMs = TOAST_MS): number | null {
  if (!text || toasts.list.some((t) => t.text === text)) return null;
  const id = next++;
  toasts.list.push({ id, text });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}

/** Removes a notice (its time is up, or the visitor closed it). */
export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const index = toasts.list.findIndex((t) => t.id === id);
  if (index >= 0) toasts.list.splice(index, 1);
}
