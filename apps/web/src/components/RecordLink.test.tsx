import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../i18n';
import { recordLinkWords } from './record-link-messages';
import { recordLinkWords as recordLinkWordsPtBR } from './record-link-messages.pt-BR';
import { RecordLink } from './RecordLink';

beforeAll(() => void initI18n('en'));
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const show = (reference: string) => render(<MemoryRouter><RecordLink reference={reference} /></MemoryRouter>);

describe('RecordLink', () => {
  it.each([
    ['user:12', 'Customer 12', '/userCenter/userList/detail?id=12'],
    ['bank_account:5', 'Bank account 5', '/banking/accounts/detail?id=5'],
    ['trade:T202601150000000001', 'Trade T202601150000000001', '/banking/transactions?search=T202601150000000001'],
    ['infraction:2', 'Infraction report 2', '/regulatory/infractionsNotification?report=2'],
  ])('words %s and links it to its page', (reference, words, href) => {
    show(reference);
    expect(screen.getByRole('link', { name: words }).getAttribute('href')).toBe(href);
  });

  it.each([
    ['user:12', 'Cliente 12'], ['bank_account:3', 'Conta bancária 3'], ['infraction:2', 'Notificação de infração 2'], ['admin:4', 'Membro da equipe 4'],
    ['approval_policy:hold_release', 'Política de aprovação "Liberar um bloqueio"'],
  ])('words %s in pt-BR', async (reference, words) => {
    await i18n.changeLanguage('pt-BR');
    const { container } = show(reference);
    expect(container.textContent).toBe(words);
  });

  it('words every kind in both languages, none as its code', () => {
    const kinds = Object.keys(recordLinkWords);
    expect(Object.keys(recordLinkWordsPtBR).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) {
      cleanup();
      const { container } = show(`${kind}:7`);
      expect(container.textContent, kind).not.toMatch(/^[a-z_]+:\d+$/);
      expect(container.textContent, kind).toContain('7');
    }
  });

  it.each(['no_such_kind:2', 'user:', 'no reference at all', ''])('writes %j as it is when it names no kind the console knows', (reference) => {
    const { container } = show(reference);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe(reference);
  });
});
