import { describe, expect, it } from 'vitest';
import { limitEffect, readLimitAmount } from './limit-change';

const now = new Date('2026-01-15T12:00:00.000Z');
const inForce = (amount: number, pending_amount: number | null = null) => ({ amount, pending_amount });

const pixByNight = { limits_type: 'PIX', period_type: 'NIGHTTIME' } as const;

describe('readLimitAmount', () => {
  it('reads reais as centavos, zero included, and never rounds', () => {
    expect(readLimitAmount('1.500,00', pixByNight)).toEqual({ centavos: 150_000, problem: null });
    expect(readLimitAmount('0', pixByNight)).toEqual({ centavos: 0, problem: null });
    expect(readLimitAmount(' ', pixByNight)).toEqual({ centavos: null, problem: 'required' });
    expect(readLimitAmount('10,005', pixByNight)).toEqual({ centavos: null, problem: 'invalid' });
    expect(readLimitAmount('-5', pixByNight)).toEqual({ centavos: null, problem: 'negative' });
  });

  it('holds Pix Saque and Pix Troco to the central bank\'s maximum, as the server does', () => {
    expect(readLimitAmount('3.000,00', { limits_type: 'PIX_SAQUE', period_type: 'DAYTIME' })).toEqual({ centavos: 300_000, problem: null });
    expect(readLimitAmount('3.000,01', { limits_type: 'PIX_SAQUE', period_type: 'DAYTIME' })).toEqual({ centavos: null, problem: 'aboveMaximum' });
    expect(readLimitAmount('1.000,01', { limits_type: 'PIX_TROCO', period_type: 'NIGHTTIME' })).toEqual({ centavos: null, problem: 'aboveMaximum' });
    expect(readLimitAmount('50.000,00', pixByNight)).toEqual({ centavos: 5_000_000, problem: null });
  });
});

describe('limitEffect', () => {
  it('applies a decrease at once, dropping a pending increase', () => {
    expect(limitEffect(50_000, inForce(100_000), now)).toEqual({ kind: 'decrease', current: 100_000, droppedPending: null });
    expect(limitEffect(100_000, inForce(100_000, 300_000), now)).toEqual({ kind: 'keep', current: 100_000, droppedPending: 300_000 });
  });

  it('schedules an increase 24 hours later, replacing a pending one', () => {
    expect(limitEffect(200_000, inForce(100_000, 300_000), now)).toEqual({
      kind: 'increase', current: 100_000, replacedPending: 300_000, effectiveAt: '2026-01-16T12:00:00.000Z',
    });
  });

  it('calls the amount in force with nothing pending unchanged, and tells only the rule without a row', () => {
    expect(limitEffect(100_000, inForce(100_000), now)).toEqual({ kind: 'unchanged', current: 100_000 });
    expect(limitEffect(1, 'none', now)).toEqual({ kind: 'default', effectiveAt: '2026-01-16T12:00:00.000Z' });
    expect(limitEffect(1, 'failed', now)).toEqual({ kind: 'unknown', effectiveAt: '2026-01-16T12:00:00.000Z' });
    expect(limitEffect(1, 'checking', now)).toEqual({ kind: 'checking' });
  });
});
