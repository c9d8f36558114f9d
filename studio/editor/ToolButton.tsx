/** A row's icon button (↑ ↓ ◉ ⊞ ✕): its name is read by screen readers and shown on hover (issue 21). */
import type { ReactNode } from 'react';
import * as s from './editor.css';

interface Props {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

export function ToolButton({ label, disabled, onClick, children }: Props) {
  return (
    <button type="button" className={s.tool} aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
