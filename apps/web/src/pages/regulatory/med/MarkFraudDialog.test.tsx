import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { FRAUD_PATHS, marker } from '../../../test-support/fraud-test-kit';
import { caseDetail, MANAGER, sampleTrace, showCase } from './med-test-kit';

setUpGridScreenTests();

const FRAUD = [...MANAGER, 'fraud.view' as const, 'fraud.manage' as const];

describe('Mark as fraud on a MED case', () => {
  it('is offered only to a member who may set fraud markers', async () => {
    showCase();
    await screen.findByText('signed in');
    await screen.findByRole('heading', { level: 1, name: 'MED case #12' });
    expect(screen.queryByRole('button', { name: 'Mark as fraud' })).toBeNull();
  });

  it('presets the payee as a mule account when the money moved on, and posts the marker with the case id after a confirmation', async () => {
    const api = showCase(caseDetail({ trace: sampleTrace() }), FRAUD);
    api.answers[FRAUD_PATHS.create] = () => envelope(200, '529.982.247-25 marked at the DICT as MULE_ACCOUNT', marker({ id: 5, document: '11222333000181' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as fraud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as fraud at the DICT (case #12)' });
    expect(within(dialog).getByRole('combobox', { name: /Kind of fraud/ }).textContent).toBe('Mule account');
    expect((within(dialog).getByRole('textbox', { name: /CPF or CNPJ/ }) as HTMLInputElement).value).toBe('11.222.333/0001-81');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'Confirmed by the infraction report' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark' }));
    const asked = await screen.findByRole('dialog', { name: 'Mark 11.222.333/0001-81 as fraud?' });
    expect(asked.textContent).toContain('as Mule account');
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(FRAUD_PATHS.create)).toEqual([
      { kind: 'MULE_ACCOUNT', subject: { target: 'person', value: '11222333000181' }, case_id: 12, note: 'Confirmed by the infraction report' },
    ]));
    expect((await screen.findByRole('link', { name: 'See the markers of this case' })).getAttribute('href')).toBe('/pix/fraud-markers?case_id=12');
  });

  it('presets a scammer\'s account when the money stayed, and lets the kind and document change', async () => {
    const api = showCase(caseDetail(), FRAUD);
    api.answers[FRAUD_PATHS.create] = () => envelope(200, 'marked', marker());
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as fraud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as fraud at the DICT (case #12)' });
    const kind = within(dialog).getByRole('combobox', { name: /Kind of fraud/ });
    expect(kind.textContent).toBe('Scammer account');
    fireEvent.mouseDown(kind);
    fireEvent.click(await screen.findByRole('option', { name: 'Application fraud' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /CPF or CNPJ/ }), { target: { value: '123' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'Fake documents' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark' }));
    expect(await within(dialog).findByText(/is not a valid CPF or CNPJ/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /CPF or CNPJ/ }), { target: { value: '529.982.247-25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Mark 529.982.247-25 as fraud?' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(FRAUD_PATHS.create)).toEqual([
      { kind: 'APPLICATION_FRAUD', subject: { target: 'person', value: '52998224725' }, case_id: 12, note: 'Fake documents' },
    ]));
  });
});
