import { beforeAll, describe, expect, it } from 'vitest';
import { NOTES, note, OPTION_LISTS, SpiReason, type NoteKey } from '@wallet/contracts';
import { i18n, initI18n } from '..';
import { optionsPtBR } from '../options/pt-BR';
import { statedIn } from './stated';
import { NOTES_PT_BR } from './notes-pt-BR';

const placesOf = (template: string) => [...new Set([...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))].sort();
const say = (language: 'en' | 'pt-BR', value: Parameters<typeof statedIn>[2]) => statedIn(language, i18n.getFixedT(language), value);

beforeAll(() => void initI18n('en'));

describe('the notes the server writes into records', () => {
  // NOTES is the union the server's `note()` is typed by: every key it can write is one of these.
  const keys = Object.keys(NOTES) as NoteKey[];

  it('have, for every key the server can write, Portuguese words with exactly the English parameters', () => {
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      const declared = Object.keys(NOTES[key].params).sort();
      expect(placesOf(NOTES[key].en), key).toEqual(declared);
      expect(placesOf(NOTES_PT_BR[key]), key).toEqual(declared);
      // A note that is only its code is worded by the code's option words; every other one differs.
      if (NOTES[key].en !== '{{code}}') expect(NOTES_PT_BR[key], key).not.toBe(NOTES[key].en);
    }
  });

  it('words every SPI reason code in both languages, and each differently', () => {
    for (const code of SpiReason.codes) {
      const english = say('en', note('spi.refused', { code }));
      const portuguese = say('pt-BR', note('spi.refused', { code }));
      expect(english).toBe(OPTION_LISTS.spi_reason.options.find((option) => option.code === code)!.name);
      expect(portuguese).toBe(optionsPtBR.spi_reason[code]);
      expect(portuguese.startsWith(code), code).toBe(true);
      expect(portuguese, code).not.toBe(english);
    }
  });

  it('word a statement line, an SPI rejection and a claim note in each language, with amounts written as money', () => {
    expect(say('en', note('pix.received', { payer: 'Maria Souza' }))).toBe('Pix from Maria Souza');
    expect(say('pt-BR', note('pix.received', { payer: 'Maria Souza' }))).toBe('Pix de Maria Souza');
    expect(say('en', note('pix.rejected', { code: 'AC06' }))).toBe('Rejected at the SPI: AC06 - Blocked account');
    expect(say('pt-BR', note('pix.rejected', { code: 'AC06' }))).toBe('Rejeitado no SPI: AC06 - Conta bloqueada');
    expect(say('pt-BR', note('return.received', { code: 'MD06', payee: 'Loja Azul' }))).toBe('Devolução MD06 - Pedida pelo cliente que recebeu de Loja Azul');
    expect(say('pt-BR', note('spi.insufficient', { code: 'AM04', available: 500, total: 1_050 })))
      .toBe('AM04 - Saldo insuficiente: R$\u00a05,00 disponível para R$\u00a010,50');
    expect(say('en', note('spi.over_limit', { code: 'AM02', used: 90_000, period: 'DAYTIME', limit: 100_000 })))
      .toBe('AM02 - Amount not allowed (over a limit): R$\u00a0900,00 of the Daytime (06:00–20:00) limit of R$\u00a01.000,00 used');
    expect(say('pt-BR', note('key.claim_lost', { type: 'PORTABILITY', ispb: '60701190' }))).toBe('Portabilidade cancelada: a chave fica com 60701190');
    expect(say('pt-BR', note('claim.received'))).toBe('Outro participante reivindica esta chave no DICT');
  });

  it("keep a member's own words as they typed them, in any language", () => {
    expect(say('pt-BR', 'Court order 42/2026')).toBe('Court order 42/2026');
    expect(say('en', 'Ordem judicial 42/2026')).toBe('Ordem judicial 42/2026');
  });

  it('show the key of a note this console does not know (a newer server)', () => {
    expect(say('pt-BR', { key: 'spi.something_new', params: {} })).toBe('spi.something_new');
  });
});
