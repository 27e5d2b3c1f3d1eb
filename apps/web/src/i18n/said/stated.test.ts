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
      // A note that is only its parameters is worded by them (a code by its option words); every other one differs.
      if (/\p{L}/u.test(NOTES[key].en.replace(/\{\{\w+\}\}/g, ''))) expect(NOTES_PT_BR[key], key).not.toBe(NOTES[key].en);
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

  it("word a MED case's timeline, an infraction report's history, a hold's release and a report's log in each language, their codes as the screens word them", () => {
    const contested = note('med.contested', { situation: 'ACCOUNT_TAKEOVER', details: 'My phone was stolen' });
    expect(say('en', contested)).toBe('Account takeover: My phone was stolen');
    expect(say('pt-BR', contested)).toBe('Conta invadida: My phone was stolen');
    expect(say('en', note('med.reported', { report: 'b3c1', situation: 'SCAM' }))).toBe('Infraction report b3c1: Scam');
    expect(say('pt-BR', note('med.reported', { report: 'b3c1', situation: 'SCAM' }))).toBe('Notificação de infração b3c1: Golpe');
    expect(say('en', note('med.refund_result', { result: 'PARTIALLY_ACCEPTED', details: 'Half was left' }))).toBe('Partially accepted: Half was left');
    expect(say('pt-BR', note('med.refund_result', { result: 'PARTIALLY_ACCEPTED', details: 'Half was left' }))).toBe('Aceita parcialmente: Half was left');
    expect(say('pt-BR', note('med.refund_rejection', { rejection: 'NO_BALANCE', details: 'Empty' }))).toBe('Sem saldo: Empty');
    expect(say('pt-BR', note('med.refund_reason', { reason: 'OPERATIONAL_FLAW', details: 'Sent twice' }))).toBe('Falha operacional: Sent twice');
    expect(say('en', note('med.return_refused', { return: 'D123', code: 'AC07' }))).toBe('Return D123 refused: AC07 - Closed or inactive account');
    expect(say('pt-BR', note('med.closed_by_answer', { result: 'TOTALLY_ACCEPTED' }))).toBe('O outro lado respondeu: Aceita totalmente');
    expect(say('pt-BR', note('fraud.marked', { kind: 'MULE_ACCOUNT', subject: '39053344705', note: 'Moved on' }))).toBe('Conta laranja: 39053344705. Moved on');
    expect(say('en', note('infraction.we_closed', { analysis: 'AGREED' }))).toBe('Closed by us with the analysis Agreed');
    expect(say('pt-BR', note('infraction.we_closed', { analysis: 'AGREED' }))).toBe('Encerrada por nós com a análise Procedente');
    expect(say('pt-BR', note('infraction.reported', { by: 'Itaú Unibanco S.A.' }))).toBe('Notificada por Itaú Unibanco S.A.');
    expect(say('en', note('hold.case_closed'))).toBe('Released as its MED case closed');
    expect(say('pt-BR', note('hold.expired'))).toBe('Bloqueio cautelar expirou após 72 horas sem escalonamento (Res. BCB 147/2021)');
    expect(say('pt-BR', note('report.built', { trades: 1_200, bytes: 2_345 }))).toBe('1.200 transações, 2.345 bytes');
    expect(say('pt-BR', note('report.sent_replacing', { protocol: 'STA-1' }))).toBe('Protocolo STA-1, enviado como substituição');
  });

  it("keep a member's own words as they typed them, in any language", () => {
    expect(say('pt-BR', 'Court order 42/2026')).toBe('Court order 42/2026');
    expect(say('en', 'Ordem judicial 42/2026')).toBe('Ordem judicial 42/2026');
  });

  it('show the key of a note this console does not know (a newer server)', () => {
    expect(say('pt-BR', { key: 'spi.something_new', params: {} })).toBe('spi.something_new');
  });
});
