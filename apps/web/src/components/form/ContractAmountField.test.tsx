import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { amountInReais, readAmount } from './amount';
import { ContractAmountField } from './ContractAmountField';
import { useContractForm } from './useContractForm';

beforeAll(() => void initI18n('en'));
afterEach(cleanup);

/** An amount form that shows what its submit would send. */
function Harness({ max }: { max?: number }) {
  const [sent, setSent] = useState<number | null>(null);
  const form = useContractForm(z.object({ amount: amountInReais(max) }), { amount: '' });
  return (
    <form onSubmit={(event) => void form.handleSubmit(({ amount }) => setSent(amount))(event)} noValidate>
      <ContractAmountField control={form.control} name="amount" label="Amount" max={max} maxLabel="Available" />
      <button type="submit">Send</button>
      <output>{String(sent)}</output>
    </form>
  );
}

const type = (value: string) => {
  const input = screen.getByRole('textbox', { name: /Amount/ });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const amountBox = () => screen.getByRole('textbox', { name: /Amount/ });

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

describe('amountInReais', () => {
  it('hands the form centavos, or the problem as the issue', () => {
    const amount = amountInReais(100_000);
    expect(amount.safeParse('10,00').data).toBe(1000);
    expect(amount.safeParse('1.000,01').error?.issues.map((issue) => issue.message)).toEqual(['aboveMax']);
    expect(amount.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['required']);
  });
});

describe('ContractAmountField', () => {
  it('sends "10,00" as 1000 centavos and shows what is available', async () => {
    render(<Harness max={100_000} />);
    expect(screen.getByText('Available: R$ 1.000,00')).toBeTruthy();
    type('10,00');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1000'));
    expect(amountBox().getAttribute('aria-invalid')).toBe('false');
  });

  it.each([
    ['10,001', 'Type an amount in reais with at most 2 decimals, e.g. 1.234,56'],
    ['abc', 'Type an amount in reais with at most 2 decimals, e.g. 1.234,56'],
    ['0', 'The amount must be more than zero'],
    ['-5', 'The amount must be more than zero'],
    ['1.000,01', 'The amount cannot be more than R$ 1.000,00'],
  ])('refuses %s once the field is left', async (typed, message) => {
    render(<Harness max={100_000} />);
    type(typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(amountBox().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(amountBox()).toBe(document.activeElement));
    expect(screen.getByRole('status').textContent).toBe('null');
  });

  it('says at once when the amount is above the most, but waits for half-typed text', () => {
    render(<Harness max={500} />);
    fireEvent.change(amountBox(), { target: { value: '10,' } });
    expect(screen.getByText('Available: R$ 5,00')).toBeTruthy();
    fireEvent.change(amountBox(), { target: { value: '10,00' } });
    expect(screen.getByText('The amount cannot be more than R$ 5,00')).toBeTruthy();
  });
});
