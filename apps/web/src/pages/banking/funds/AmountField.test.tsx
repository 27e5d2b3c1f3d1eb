import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { AmountField } from './AmountField';
import { readAmount } from './amount';

beforeAll(() => void initI18n('en'));
afterEach(cleanup);

function Harness({ max }: { max?: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <AmountField label="Amount" value={value} onChange={setValue} max={max} maxLabel="Available" checked={false} />
      <output>{String(readAmount(value, max).centavos)}</output>
    </>
  );
}

const type = (value: string) => {
  const input = screen.getByRole('textbox', { name: /Amount/ });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const sent = () => screen.getByRole('status').textContent;

describe('readAmount', () => {
  it('reads reais as integer centavos', () => {
    expect(readAmount('10,00')).toEqual({ centavos: 1000, problem: null });
    expect(readAmount('1.234,56')).toEqual({ centavos: 123_456, problem: null });
    expect(readAmount(' R$ 0,01 ')).toEqual({ centavos: 1, problem: null });
    expect(readAmount('1000,00', 100_000)).toEqual({ centavos: 100_000, problem: null });
  });

  it('refuses what the server would refuse, without rounding', () => {
    expect(readAmount('').problem).toBe('required');
    expect(readAmount('10,001').problem).toBe('invalid');
    expect(readAmount('abc').problem).toBe('invalid');
    expect(readAmount('0').problem).toBe('notPositive');
    expect(readAmount('0,00').problem).toBe('notPositive');
    expect(readAmount('-5').problem).toBe('notPositive');
    expect(readAmount('99999999999999999').problem).toBe('invalid');
    expect(readAmount('1000,01', 100_000).problem).toBe('aboveMax');
  });
});

describe('AmountField', () => {
  it('converts "10,00" to 1000 centavos and shows what is available', () => {
    render(<Harness max={100_000} />);
    expect(screen.getByText('Available: R$ 1.000,00')).toBeTruthy();
    type('10,00');
    expect(sent()).toBe('1000');
    expect(screen.getByRole('textbox', { name: /Amount/ }).getAttribute('aria-invalid')).toBe('false');
  });

  it.each([
    ['10,001', 'Type an amount in reais with at most 2 decimals, e.g. 1.234,56'],
    ['abc', 'Type an amount in reais with at most 2 decimals, e.g. 1.234,56'],
    ['0', 'The amount must be more than zero'],
    ['-5', 'The amount must be more than zero'],
    ['1.000,01', 'The amount cannot be more than R$ 1.000,00'],
  ])('refuses %s', (typed, message) => {
    render(<Harness max={100_000} />);
    type(typed);
    expect(sent()).toBe('null');
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Amount/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('says at once when the amount is above the most, but waits for half-typed text', () => {
    render(<Harness max={500} />);
    const input = screen.getByRole('textbox', { name: /Amount/ });
    fireEvent.change(input, { target: { value: '10,' } });
    expect(screen.getByText('Available: R$ 5,00')).toBeTruthy();
    fireEvent.change(input, { target: { value: '10,00' } });
    expect(screen.getByText('The amount cannot be more than R$ 5,00')).toBeTruthy();
  });
});
