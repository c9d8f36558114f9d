/**
 * How a page learns that a section has drawn its final state (its data, its empty note or its error), so it can
 * show the sections below it without them jumping (see PageView). A section mounts <Settled id> once that state
 * is on screen; outside a page (a section rendered on its own) nobody listens.
 */
import { createContext, useContext, useLayoutEffect } from 'react';

export const SettleContext = createContext<((sectionId: string) => void) | null>(null);

export function Settled({ id }: { id: string }) {
  const settle = useContext(SettleContext);
  useLayoutEffect(() => settle?.(id), [settle, id]);
  return null;
}
