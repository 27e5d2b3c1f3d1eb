import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey } from '@wallet/contracts/messages';
import { i18n, initI18n } from '..';
import { loadSaid, said } from '.';
import { MESSAGES_PT_BR } from './pt-BR';

const freezeRefused = {
  msg: 'Cannot freeze R$ 123,45: account 100000 has only R$ 5,00 available',
  words: { key: 'funds.insufficient_to_freeze' as const, params: { amount: 12_345, account: '100000', available: 500 } },
};
// A template may use a parameter more than once ("…for {{file_month}}, but Report 7 (…, {{month}}) is for {{month}}").
const placesOf = (template: string) => [...new Set([...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))].sort();

beforeAll(async () => {
  initI18n('en');
  await loadSaid();
});

describe('said', () => {
  it('words a catalogue refusal in the member\'s language, with amounts written the Brazilian way', async () => {
    await i18n.changeLanguage('pt-BR');
    expect(said(freezeRefused)).toBe('Não é possível congelar R$\u00a0123,45: a conta 100000 tem apenas R$\u00a05,00 disponível');
    await i18n.changeLanguage('en');
    expect(said(freezeRefused)).toBe('Cannot freeze R$\u00a0123,45: account 100000 has only R$\u00a05,00 available');
  });

  it('names a missing record in the language', async () => {
    const missing = { msg: 'Staff member 5 not found', words: { key: 'record.not_found' as const, params: { record: 'staff_member' as const, id: '5' } } };
    await i18n.changeLanguage('pt-BR');
    expect(said(missing)).toBe('Membro da equipe 5 não encontrado(a)');
    await i18n.changeLanguage('en');
    expect(said(missing)).toBe('Staff member 5 not found');
  });

  it('words a status or an analysis as the screens do, in either language: a sentence never shows the bare code', async () => {
    const notSettled = {
      msg: 'Transaction T1 is failed: only a Pix that moved money (success or refunded) can be reported',
      words: { key: 'infraction.trade_not_settled' as const, params: { trade: 'T1', status: 'failed' as const } },
    };
    const closed = { msg: 'Report 9 closed with the analysis AGREED', words: { key: 'infraction.closed' as const, params: { report: '9', result: 'AGREED' as const } } };
    await i18n.changeLanguage('pt-BR');
    expect(said(notSettled)).toBe('A transação T1 está com o status "Falhou": só um Pix que movimentou dinheiro (sucesso ou devolvido) pode ser notificado');
    expect(said(closed)).toBe('Notificação 9 encerrada com a análise Procedente');
    await i18n.changeLanguage('en');
    expect(said(notSettled)).toBe('Transaction T1 is Failed: only a Pix that moved money (success or refunded) can be reported');
    expect(said(closed)).toBe('Report 9 closed with the analysis Agreed');
    const policy = { msg: 'Policy for "hold_release" saved', words: { key: 'approval.policy_changed' as const, params: { action: 'hold_release' as const } } };
    expect(said(policy)).toBe('Policy for "Release a hold" saved');
    await i18n.changeLanguage('pt-BR');
    expect(said(policy)).not.toContain('hold_release');
  });

  it('falls back to the server\'s msg for an answer without words or with a key it does not know', () => {
    expect(said({ msg: 'Plain words' })).toBe('Plain words');
    expect(said({ msg: 'From a newer server', words: { key: 'no.such_key' as MessageKey, params: {} } as never })).toBe('From a newer server');
  });

  it('has, for every key, Portuguese words that use exactly the English words\' parameters', () => {
    for (const [key, entry] of Object.entries(MESSAGES) as [MessageKey, { en: string; params: object }][]) {
      const declared = Object.keys(entry.params).sort();
      expect(placesOf(entry.en), key).toEqual(declared);
      expect(declared, key).toEqual(expect.arrayContaining(placesOf(MESSAGES_PT_BR[key])));
      if (key !== 'call.ok') expect(MESSAGES_PT_BR[key], key).not.toBe(entry.en);
    }
  });
});
