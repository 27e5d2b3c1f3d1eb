import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { checkApix001 } from './apix001-schema.js';
import { renderApix001, type MonthFigures } from './apix001-xml.js';
import { addMonths, calendarMonth, monthDays } from './month.js';
import { escapeXml } from './xml-text.js';

const figures: MonthFigures = {
  transactions: ['payin', 'payout'].flatMap((kind) => ['pending', 'processing', 'success', 'failed', 'refunded'].map((status, i) => ({
    kind: kind as 'payin', status: status as 'success', count: i, centavos: i * 1_000,
  }))),
  refunds: { count: 2, centavos: 9_007_199_254_740_991 },
  fees: { count: 0, centavos: 0 },
};

describe('escapeXml', () => {
  it('escapes markup and refuses characters XML cannot hold', () => {
    expect(escapeXml(`Pagamentos "A&B" <Ltda> d'Oeste`)).toBe('Pagamentos &quot;A&amp;B&quot; &lt;Ltda&gt; d&apos;Oeste');
    expect(escapeXml('São Paulo 😀\ttab\nline')).toBe('São Paulo 😀\ttab\nline');
    for (const bad of ['nul\u0000', 'bell\u0007', 'lone \uD800 surrogate', 'not a char \uFFFF']) expect(() => escapeXml(bad)).toThrow(/cannot be written to XML/);
  });
});

describe('renderApix001', () => {
  it('writes names with markup characters as text, and the file stays valid', async () => {
    const base = loadConfig({}).institution;
    const institution = { ...base, name: `Pagamentos "A&B" <Ltda> d'Oeste`, contact: { ...base.contact, name: '</Nome><Nome>Mallory' } };
    const xml = renderApix001({ month: '2025-12', generatedAt: new Date('2026-01-02T12:00:00.123Z'), institution, figures });
    expect(xml).toContain('<NomeInstituicao>Pagamentos &quot;A&amp;B&quot; &lt;Ltda&gt; d&apos;Oeste</NomeInstituicao>');
    expect(xml).toContain('<Nome>&lt;/Nome&gt;&lt;Nome&gt;Mallory</Nome>');
    expect(xml).toContain('<DataHoraGeracao>2026-01-02T12:00:00Z</DataHoraGeracao>');
    expect(xml).toContain('<ValorCentavos>9007199254740991</ValorCentavos>');
    expect(await checkApix001(xml)).toEqual({ valid: true, header: { reportType: 'APIX001', ispb: '12345678', month: '2025-12' } });
  });
});

describe('months', () => {
  it('are Brasília calendar months, with their days', () => {
    expect(calendarMonth(new Date('2026-02-01T02:59:59Z'))).toBe('2026-01');
    expect(calendarMonth(new Date('2026-02-01T03:00:00Z'))).toBe('2026-02');
    expect([addMonths('2026-01', -1), addMonths('2025-12', 1), addMonths('2026-03', -15)]).toEqual(['2025-12', '2026-01', '2024-12']);
    expect([monthDays('2024-02'), monthDays('2025-02'), monthDays('2025-12')]).toEqual([
      { first: '2024-02-01', last: '2024-02-29' }, { first: '2025-02-01', last: '2025-02-28' }, { first: '2025-12-01', last: '2025-12-31' },
    ]);
  });
});
