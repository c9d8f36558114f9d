import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumericInput } from './NumericInput';
import type { NumericOptions } from './numeric-input';

function Harness({ onBlur, ...options }: NumericOptions & { onBlur?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="amount">金额</label>
      <NumericInput id="amount" value={value} onChange={setValue} onBlur={onBlur} {...options} />
      <button type="button">next</button>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('金额');

describe('NumericInput', () => {
  it('keeps only digits, one dot and the allowed decimals while typing', async () => {
    const user = userEvent.setup();
    render(<Harness maxDecimal={2} />);
    await user.type(field(), 'a1b2.3.45x');
    expect(field().value).toBe('12.34');
  });

  it('prefixes a 0 to a leading dot and clamps to max as the visitor types', async () => {
    const user = userEvent.setup();
    render(<Harness max={100} maxDecimal={2} />);
    await user.type(field(), '.5');
    expect(field().value).toBe('0.5');
    await user.clear(field());
    await user.type(field(), '150');
    expect(field().value).toBe('100');
  });

  it('strips pasted non-numeric text', async () => {
    const user = userEvent.setup();
    render(<Harness maxDecimal={2} />);
    await user.click(field());
    await user.paste('¥1,234.567元');
    expect(field().value).toBe('1234.56');
  });

  it('does not accept a minus when min is not negative', async () => {
    const user = userEvent.setup();
    render(<Harness min={0} />);
    await user.type(field(), '-12');
    expect(field().value).toBe('12');
  });

  it('clears a lone minus or dot on blur and drops a trailing dot', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '-');
    await user.tab();
    expect(field().value).toBe('');
    await user.type(field(), '.');
    await user.tab();
    expect(field().value).toBe('');
    await user.type(field(), '5.');
    await user.tab();
    expect(field().value).toBe('5');
  });

  it('raises a value under min to min on blur, and an empty one unless canEmpty', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const { unmount } = render(<Harness min={1} maxDecimal={0} onBlur={onBlur} />);
    await user.type(field(), '0');
    await user.tab();
    expect(field().value).toBe('1');
    await user.clear(field());
    await user.tab();
    expect(field().value).toBe('1');
    expect(onBlur).toHaveBeenCalled();
    unmount();
    render(<Harness min={1} canEmpty />);
    await user.click(field());
    await user.tab();
    expect(field().value).toBe('');
  });

  it('leaves IME text alone while composing and cleans it when the composition ends', () => {
    render(<Harness maxDecimal={2} />);
    const input = field();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'yi' } });
    expect(input.value).toBe('yi');
    fireEvent.change(input, { target: { value: '一1.555' } });
    fireEvent.compositionEnd(input);
    expect(input.value).toBe('1.55');
    fireEvent.change(input, { target: { value: '1.55a' } });
    expect(input.value).toBe('1.55');
  });

  it('offers the right on-screen keyboard', () => {
    render(<Harness maxDecimal={0} />);
    expect(field().getAttribute('inputmode')).toBe('numeric');
  });
});
