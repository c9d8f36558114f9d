/**
 * A text field that only holds a number (spec s5): see numeric-input.ts for the rules. Typing and pasting are
 * cleaned at once, except while an IME composes (the visitor's candidate text stays until it is committed).
 */
import { useRef, type InputHTMLAttributes } from 'react';
import { normalizeOnBlur, normalizeTyping, type NumericOptions } from './numeric-input';
import * as styles from './NumericInput.css';

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'type' | 'min' | 'max'>;

export interface NumericInputProps extends NumericOptions, Native {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function NumericInput({
  value,
  onChange,
  onBlur,
  max,
  min,
  maxDecimal,
  canEmpty,
  className,
  ...rest
}: NumericInputProps) {
  const composing = useRef(false);
  const options = { max, min, maxDecimal, canEmpty };
  return (
    <input
      inputMode={maxDecimal === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...rest}
      type="text"
      className={className ?? styles.input}
      value={value}
      onChange={(e) => {
        const text = e.target.value;
        const imeBusy = composing.current || (e.nativeEvent as InputEvent).isComposing === true;
        onChange(imeBusy ? text : normalizeTyping(text, options));
      }}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(e) => {
        composing.current = false;
        onChange(normalizeTyping(e.currentTarget.value, options));
      }}
      onBlur={() => {
        const finished = normalizeOnBlur(value, options);
        if (finished !== value) onChange(finished);
        onBlur?.();
      }}
    />
  );
}
