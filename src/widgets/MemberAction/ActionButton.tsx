/**
 * The button of a member action: busy while its call runs (disabled, aria-busy, a busy label), and a done state
 * that stays (e.g. "已投递"). The press itself goes through useMemberAction, which sends one request per press;
 * its checks are a chunk of their own, asked for as the pointer comes over the button or the focus comes to it, so
 * the press does not wait for them (docs/decisions/093).
 */
import type { ReactNode } from 'react';
import * as styles from './MemberAction.css';
import { loadMemberActionFlow } from './use-member-action';

const prefetch = () => void loadMemberActionFlow();

interface Props {
  label: ReactNode;
  busyLabel: ReactNode;
  /** The action has been done and cannot be done again: the button says so and is disabled. */
  doneLabel?: ReactNode;
  done?: boolean;
  pending: boolean;
  onPress: () => void;
  /** A quieter button beside a primary one. */
  secondary?: boolean;
  /** Names what the action is about when the label alone would not (several buttons in a list). */
  'aria-label'?: string;
  'aria-haspopup'?: 'dialog';
}

export function ActionButton({ label, busyLabel, doneLabel, done, pending, onPress, secondary, ...aria }: Props) {
  return (
    <button
      type="button"
      className={secondary ? styles.secondary : styles.primary}
      onClick={onPress}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      disabled={pending || done}
      aria-busy={pending || undefined}
      {...aria}
    >
      {done ? doneLabel : pending ? busyLabel : label}
    </button>
  );
}
