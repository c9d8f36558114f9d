/**
 * Dialogs are rare (logout, gates, session expiry), so Radix Dialog and its focus and scroll helpers load only when
 * the first one is asked for; the request queue (dialogs.ts) is tiny and always there.
 */
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { dialogs } from './dialogs';

const DialogHost = lazy(() => import('./DialogHost').then((m) => ({ default: m.DialogHost })));

export function LazyDialogHost() {
  const { queue } = useSnapshot(dialogs);
  if (queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}
