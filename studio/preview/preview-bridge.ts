/**
 * The preview's side of the studio's messages (decision 021): drafts come from the studio page that frames this
 * one, same origin only; picks and "rendered" go back to it. Anything else on the message channel is ignored.
 */
import type { PortalConfig } from '../../src/config/portal-config';

export interface DraftMessage {
  type: 'studio:draft';
  seq: number;
  config: PortalConfig;
  pageId: string;
  /** The page's address in the preview (a detail page gets a sample ?id=). */
  route: string;
}
export interface SelectMessage {
  type: 'studio:select-section';
  sectionId: string | null;
}
export type ToPreview = DraftMessage | SelectMessage;
/** An undo or redo shortcut pressed in the preview (Ctrl or ⌘ with Z, Shift+Z or Y): the studio's, not the page's. */
interface KeyMessage {
  type: 'studio:key';
  key: 'z' | 'y';
  shiftKey: boolean;
}
export type FromPreview =
  | { type: 'studio:ready' }
  | { type: 'studio:rendered'; seq: number }
  | { type: 'studio:pick'; sectionId: string }
  | KeyMessage;

const TYPES = new Set(['studio:draft', 'studio:select-section']);

/** Calls `onMessage` for each message of the studio that frames `self`; returns the unsubscribe. */
export function listenToStudio(self: Window, onMessage: (message: ToPreview) => void): () => void {
  const handler = (event: MessageEvent) => {
    if (event.origin !== self.location.origin || event.source !== self.parent || self.parent === self) return;
    const data = event.data as { type?: unknown } | null;
    if (data && typeof data === 'object' && TYPES.has(String(data.type))) onMessage(data as ToPreview);
  };
  self.addEventListener('message', handler);
  return () => self.removeEventListener('message', handler);
}

export const tellStudio = (self: Window, message: FromPreview) =>
  self.parent.postMessage(message, self.location.origin);
