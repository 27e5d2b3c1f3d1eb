import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, fakeApi, renderScreen } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { i18n } from '../../../i18n';
import { loadSaid } from '../../../i18n/said';
import { session } from '../../../test-support/trade-test-kit';
import { FRAUD_PATHS, statistics } from '../../../test-support/fraud-test-kit';
import KeyLookupPage from './KeyLookupPage';

setUpGridScreenTests();

const FOUND = {
  key_type: 'EMAIL', key_value: 'ana@example.com', owner_name: 'Ana Souza', owner_document: '***.982.247-**', owner_type: 'NATURAL_PERSON',
  ispb: '18236120', institution_name: 'Nu Pagamentos S.A. - IP', branch: '0001', account_number: '99887', key_created_at: '2025-06-01T12:00:00.000Z',
  ours: false, key_id: null, statistics: statistics(),
};

/** The value a description list gives a term, as text. */
const factOf = (container: HTMLElement, term: string) => within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('KeyLookupPage', () => {
  it('says the look-up is audited, asks the DICT for the key and shows its owner, institution and fraud statistics', async () => {
    const api = fakeApi({ ...session(['pix_keys.lookup']), [FRAUD_PATHS.lookup]: () => envelope(200, 'Key ana@example.com looked up at the DICT', FOUND) });
    renderScreen(<KeyLookupPage />, '/pix/lookup');
    expect(screen.getByText(/Every look-up is audited/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Pix key/ }), { target: { value: '  ana@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const result = await screen.findByRole('region', { name: 'Key ana@example.com' });
    expect(api.bodiesOf(FRAUD_PATHS.lookup)).toEqual([{ key: 'ana@example.com' }]);
    expect(factOf(result, 'Owner')).toBe('Ana Souza');
    expect(factOf(result, 'Document')).toBe('***.982.247-**');
    expect(factOf(result, 'Person')).toBe('Natural person (CPF)');
    expect(factOf(result, 'Institution')).toBe('18236120 - Nu Pagamentos S.A. - IP');
    expect(factOf(result, 'Branch / account')).toBe('0001 / 99887');
    expect(factOf(result, 'Ours')).toBe('No, it is held at another participant');
    expect(within(result).getByText('Marked for fraud')).toBeTruthy();
    const table = within(result).getByRole('table', { name: 'Fraud statistics of key ana@example.com' });
    expect(table.querySelector('[data-counter="settlements"]')?.textContent).toBe('Settlements2148021480');
  });

  it('says clearly when the DICT has no such key, in pt-BR', async () => {
    fakeApi({
      ...session(['pix_keys.lookup']),
      [FRAUD_PATHS.lookup]: () => new Response(JSON.stringify({ code: 404, msg: 'The DICT has no key x@example.com', data: null, words: { key: 'pix_key.not_at_dict', params: { key: 'x@example.com' } } }), { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    await loadSaid();
    await i18n.changeLanguage('pt-BR');
    try {
      renderScreen(<KeyLookupPage />, '/pix/lookup');
      fireEvent.change(screen.getByRole('textbox', { name: /Chave Pix/ }), { target: { value: 'x@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
      await waitFor(() => expect(document.querySelector('[data-lookup-error="404"]')?.textContent).toBe('O DICT não tem essa chave: O DICT não tem a chave x@example.com'));
      expect(screen.getByText(/Toda consulta é auditada/)).toBeTruthy();
      expect(screen.queryByRole('region', { name: /Chave x@example.com/ })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
