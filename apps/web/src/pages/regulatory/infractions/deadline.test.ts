import { describe, expect, it } from 'vitest';
import { deadlineState } from './deadline';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-01-15T12:00:00Z');
const due = (hoursFromNow: number) => new Date(NOW + hoursFromNow * HOUR).toISOString();
const about = (status: 'open' | 'received' | 'closed' | 'canceled', hours: number, reported_by: 'us' | 'counterparty' = 'counterparty') =>
  deadlineState({ status, reported_by, deadline_at: due(hours) }, NOW);

describe('deadlineState', () => {
  it('flags a report about us near its deadline within 48 hours, and overdue once passed', () => {
    expect(about('open', 49)).toEqual({ kind: 'ok', hoursLeft: 49 });
    expect(about('open', 48)).toEqual({ kind: 'near', hoursLeft: 48 });
    expect(about('received', 0.5)).toEqual({ kind: 'near', hoursLeft: 0 });
    expect(about('received', 0)).toEqual({ kind: 'overdue', hoursLate: 0 });
    expect(about('open', -26.5)).toEqual({ kind: 'overdue', hoursLate: 26 });
  });

  it('has no deadline of ours for an ended report or one we made', () => {
    expect(about('closed', -5)).toEqual({ kind: 'none' });
    expect(about('canceled', 5)).toEqual({ kind: 'none' });
    expect(about('open', -5, 'us')).toEqual({ kind: 'none' });
  });
});
