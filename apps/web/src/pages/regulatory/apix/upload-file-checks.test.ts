import { describe, expect, it } from 'vitest';
import { hasEnded, lastEndedMonth } from './report-month';
import { uploadKindsFor, uploadProblem, uploadType } from './upload-file-checks';
import { monthReport } from './apix-test-kit';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('uploadProblem', () => {
  it('judges a file as the server does: present, not empty, at most 5 MB, of a type the kind takes', () => {
    expect(uploadProblem('replacement', null)).toEqual({ problem: 'missing' });
    expect(uploadProblem('replacement', file('a.xml', 'text/xml', 0))).toEqual({ problem: 'empty' });
    expect(uploadProblem('receipt', file('a.pdf', 'application/pdf', 5_242_881))).toEqual({ problem: 'tooBig', size: 5_242_881, max: 5_242_880 });
    expect(uploadProblem('receipt', file('a.pdf', 'application/pdf', 5_242_880))).toBeNull();
    expect(uploadProblem('replacement', file('a.pdf', 'application/pdf'))).toMatchObject({ problem: 'wrongType', type: 'application/pdf' });
    expect(uploadProblem('receipt', file('r.txt', 'text/plain; charset=utf-8'))).toBeNull();
    expect(uploadProblem('receipt', file('r.exe', ''))).toMatchObject({ problem: 'wrongType', type: '' });
  });

  it('takes the type from the extension when the browser names none', () => {
    expect([uploadType(file('A.XML', '')), uploadType(file('r.pdf', '')), uploadType(file('r.txt', '')), uploadType(file('r', ''))])
      .toEqual(['application/xml', 'application/pdf', 'text/plain', '']);
  });
});

describe('uploadKindsFor', () => {
  it('offers a replacement of a version not filed yet, and a receipt once submitted, never while generating', () => {
    expect(uploadKindsFor(monthReport({ status: 'pending', version: 0 }))).toEqual([]);
    expect(uploadKindsFor(monthReport({ status: 'generated', job: { status: 'running', progress: 10, error: null } }))).toEqual([]);
    expect(uploadKindsFor(monthReport({ status: 'rejected' }))).toEqual(['replacement', 'receipt']);
  });
});

describe('report months', () => {
  it('are Brasília months: the last ended one, and no month not ended yet', () => {
    expect(lastEndedMonth(new Date('2026-02-01T02:59:59Z'))).toBe('2025-12');
    expect(lastEndedMonth(new Date('2026-02-01T03:00:00Z'))).toBe('2026-01');
    expect(lastEndedMonth(new Date('2026-10-15T12:00:00Z'))).toBe('2026-09');
    const now = new Date('2026-01-15T12:00:00Z');
    expect(['2025-12', '2026-01', '2027-03'].map((month) => hasEnded(month, now))).toEqual([true, false, false]);
  });
});
