import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { i18n, initI18n } from '../i18n';
import { MuiLocale } from '../i18n/mui/MuiLocale';
import { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from './DateRangePicker';
import { DAY_FIELD_SIZE } from './day-field-size';

const INVALID = 'Enter a valid date (YYYY-MM-DD)';
const DISABLED = 'This date cannot be chosen';
const MISORDERED = 'The start date must not be after the end date';
const INCOMPLETE = 'Enter both ends of the range, or neither';

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** Renders the picker the way a page does: the page keeps the range and takes every change. */
function renderPicker(initial: DateRangeValue, props: Partial<DateRangePickerProps> = {}) {
  const onChange = vi.fn();
  const onInputError = vi.fn();
  function Page() {
    const [value, setValue] = useState(initial);
    const change = (next: DateRangeValue) => {
      onChange(next);
      setValue(next);
    };
    return <DateRangePicker value={value} onChange={change} onInputError={onInputError} {...props} />;
  }
  render(<Page />, { wrapper: MuiLocale });
  return { onChange, onInputError, from: screen.getByLabelText<HTMLInputElement>('From'), to: screen.getByLabelText<HTMLInputElement>('To') };
}

const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
const typeAndLeave = (input: HTMLElement, text: string) => {
  type(input, text);
  fireEvent.blur(input);
};

describe('DateRangePicker', () => {
  beforeAll(() => initI18n());
  afterEach(cleanup);

  it('shows both days in YYYY-MM-DD under translated labels', () => {
    const { from, to } = renderPicker({ start: '2026-01-05', end: null });
    expect(from.value).toBe('2026-01-05');
    expect(to.value).toBe('');
    expect(to.placeholder).toBe('YYYY-MM-DD');
  });

  it('draws each day field at the width of the blank drawn before it, whatever its text', () => {
    const { from, to } = renderPicker({ start: '2026-01-05', end: null });
    for (const input of [from, to]) expect(getComputedStyle(input.closest('.MuiTextField-root')!).width).toBe(`${DAY_FIELD_SIZE.width}px`);
  });

  it('publishes a range once both ends are valid days', () => {
    const { from, to, onChange, onInputError } = renderPicker({ start: null, end: null });
    type(from, '2026-01-05');
    expect(onChange).not.toHaveBeenCalled();
    type(to, '2026-01-09');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ start: '2026-01-05', end: '2026-01-09' });
    expect(onInputError).not.toHaveBeenCalled();
  });

  it('holds back a range with one end, and says so under the empty end once the other is left', () => {
    const { from, to, onChange, onInputError } = renderPicker({ start: null, end: null });
    typeAndLeave(from, '2026-01-05');
    expect(onChange).not.toHaveBeenCalled();
    expect(onInputError).toHaveBeenCalledExactlyOnceWith({ field: 'range', reason: 'incomplete', text: INCOMPLETE });
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText(INCOMPLETE)).toBeTruthy();
  });

  it('refuses an impossible day, and says so when the field is left', () => {
    const { from, onChange, onInputError } = renderPicker({ start: '2026-01-05', end: null });
    typeAndLeave(from, '2026-02-30');
    expect(onChange).not.toHaveBeenCalled();
    expect(onInputError).toHaveBeenCalledExactlyOnceWith({ field: 'start', reason: 'invalid', text: INVALID });
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
  });

  it('waits for half-typed text to be finished before calling it invalid', () => {
    const { from, onChange, onInputError } = renderPicker({ start: null, end: null });
    type(from, '2026-0');
    expect(onInputError).not.toHaveBeenCalled();
    expect(screen.queryByText(INVALID)).toBeNull();
    fireEvent.keyDown(from, { key: 'Enter' });
    expect(onInputError).toHaveBeenCalledExactlyOnceWith({ field: 'start', reason: 'invalid', text: INVALID });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses text in another format', () => {
    const { to, onChange, onInputError } = renderPicker({ start: null, end: null });
    typeAndLeave(to, '01/02/2026');
    expect(onChange).not.toHaveBeenCalled();
    expect(onInputError).toHaveBeenCalledWith({ field: 'end', reason: 'invalid', text: INVALID });
  });

  it('refuses a disabled day at once', () => {
    const { from, onChange, onInputError } = renderPicker({ start: null, end: null }, { shouldDisableDate: isWeekend });
    type(from, '2026-03-07');
    expect(onChange).not.toHaveBeenCalled();
    expect(onInputError).toHaveBeenCalledExactlyOnceWith({ field: 'start', reason: 'disabled', text: DISABLED });
    expect(screen.getByText(DISABLED)).toBeTruthy();
  });

  it('refuses days outside minDate and maxDate', () => {
    const { from, to, onChange, onInputError } = renderPicker({ start: null, end: null }, { minDate: '2026-01-01', maxDate: '2026-12-31' });
    type(from, '2025-12-31');
    type(to, '2027-01-01');
    expect(onChange).not.toHaveBeenCalled();
    expect(onInputError.mock.calls.map(([error]) => [error.field, error.reason])).toEqual([
      ['start', 'disabled'],
      ['end', 'disabled'],
    ]);
  });

  it('refuses a start after the end, then publishes both once the end is moved', () => {
    const { from, to, onChange, onInputError } = renderPicker({ start: null, end: '2026-01-10' });
    type(from, '2026-01-15');
    expect(onChange).not.toHaveBeenCalled();
    expect(onInputError).toHaveBeenCalledExactlyOnceWith({ field: 'range', reason: 'startAfterEnd', text: MISORDERED });
    expect(screen.getByText(MISORDERED)).toBeTruthy();
    type(to, '2026-01-20');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ start: '2026-01-15', end: '2026-01-20' });
    expect(screen.queryByText(MISORDERED)).toBeNull();
  });

  it('accepts a single-day range', () => {
    const { to, onChange } = renderPicker({ start: '2026-01-10', end: null });
    type(to, '2026-01-10');
    expect(onChange).toHaveBeenCalledWith({ start: '2026-01-10', end: '2026-01-10' });
  });

  it('clears the range when both sides are emptied, not when one is', () => {
    const { from, to, onChange } = renderPicker({ start: '2026-01-05', end: '2026-01-10' });
    typeAndLeave(from, '');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(INCOMPLETE)).toBeTruthy();
    typeAndLeave(to, '');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ start: null, end: null });
    expect(screen.queryByText(INCOMPLETE)).toBeNull();
  });

  it('takes calendar months when told to', () => {
    const { from, to, onChange, onInputError } = renderPicker({ start: null, end: null }, { unit: 'month' });
    expect(from.placeholder).toBe('YYYY-MM');
    typeAndLeave(from, '2026-13');
    expect(onInputError).toHaveBeenCalledExactlyOnceWith({ field: 'start', reason: 'invalid', text: 'Enter a valid date (YYYY-MM)' });
    type(from, '2026-03');
    type(to, '2026-02');
    expect(onChange).not.toHaveBeenCalled();
    type(to, '2026-04');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ start: '2026-03', end: '2026-04' });
  });

  it('follows a value the page sets itself, dropping refused text', () => {
    const { rerender } = render(<DateRangePicker value={{ start: null, end: null }} onChange={() => {}} />, { wrapper: MuiLocale });
    const from = screen.getByLabelText<HTMLInputElement>('From');
    typeAndLeave(from, '2026-02-30');
    rerender(<DateRangePicker value={{ start: '2026-03-01', end: null }} onChange={() => {}} />);
    expect(from.value).toBe('2026-03-01');
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('publishes a day picked in the calendar', async () => {
    const { onChange } = renderPicker({ start: '2026-01-02', end: '2026-01-31' });
    fireEvent.click(screen.getAllByRole('button', { name: /choose date/i })[1]!);
    const calendar = await screen.findByRole('grid');
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '20' }));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-01-02', end: '2026-01-20' });
  });

  it('words the format and its problems in pt-BR', async () => {
    await i18n.changeLanguage('pt-BR');
    try {
      render(<DateRangePicker value={{ start: null, end: null }} onChange={() => {}} label="Criação" />, { wrapper: MuiLocale });
      const from = screen.getByLabelText<HTMLInputElement>('Criação: De');
      expect(from.placeholder).toBe('AAAA-MM-DD');
      typeAndLeave(from, '30/02/2026');
      expect(screen.getByText('Informe uma data válida (AAAA-MM-DD)')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('disables both fields', () => {
    const { from, to } = renderPicker({ start: null, end: null }, { disabled: true });
    expect(from.disabled && to.disabled).toBe(true);
  });
});
