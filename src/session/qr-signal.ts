/**
 * A nudge from the session to the home login panel: "draw a fresh QR code". The start-up check bumps it when the
 * stored login turned out to be stale (spec s4); the QR widget starts a new QR session whenever it changes.
 */
import { proxy } from 'valtio';

export const qrSignal = proxy({ generation: 0 });

export function requestFreshQr() {
  qrSignal.generation += 1;
}
