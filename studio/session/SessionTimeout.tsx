/**
 * The session's time-outs as a part of their own (decision 078): the warning's hook reads the session clock, which
 * every answer of the service moves, so only this small part draws again then, not the whole studio. It is kept in
 * every phase: the person's key presses and clicks are noted from the studio's start (the sign-in's steps too).
 */
import { SessionWarning } from './SessionWarning';
import { useSessionWarning } from './use-session-warning';

export function SessionTimeout({
  signedIn,
  idleMinutes,
  onTimedOut,
}: {
  signedIn: boolean;
  idleMinutes: number | undefined;
  onTimedOut: () => void;
}) {
  const { warning, keep, dismiss } = useSessionWarning(signedIn, idleMinutes, onTimedOut);
  return <SessionWarning warning={warning} onKeep={keep} onDismiss={dismiss} />;
}
