import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { regulatory } from '@wallet/contracts';
import { envelope } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { i18n } from '../../../i18n';
import { caseDetail, plain, showCase as show, VIEWER } from './med-test-kit';

type FundsRecovery = regulatory.med.FundsRecovery;
type TrackedPix = regulatory.med.TrackedPix;

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const CREATE = regulatory.med.fundsRecoveryCreate.path;
const CANCEL = regulatory.med.fundsRecoveryCancel.path;

/** One Pix of a recovery's trail: by default layer 1, the contested Pix, at Nubank, nothing held yet. */
function trackedPix(overrides: Partial<TrackedPix> = {}): TrackedPix {
  return {
    layer: 1, end_to_end_id: 'E18236120202601151200abcdefghijk', debited_ispb: '99999999', credited_ispb: '18236120', credited_name: 'Nu Pagamentos S.A. - IP',
    amount: 80_000, settled_at: hoursFromNow(-24), held: 0, infraction_report_id: null, analysis_result: null, refund_id: null, return_id: null, refunded: 0,
    ...overrides,
  };
}

/** A recovery of case 12: by default just opened, untracked. */
function fundsRecovery(overrides: Partial<FundsRecovery> = {}): FundsRecovery {
  return {
    id: 3, dict_id: '5f0c8d2e-7a1b-4c3d-9e8f-0a1b2c3d4e5f', case_id: 12, status: 'CREATED', situation_type: 'SCAM', details: 'The payer fell for a fake seller.',
    contested_amount: 80_000, recovered_amount: 0, trail: [], requested_by: 'ops', created_at: hoursFromNow(-12), updated_at: hoursFromNow(-1),
    ...overrides,
  };
}

/** A recovery that brought all of its R$ 800,00 back from two layers. */
const completed = () => fundsRecovery({
  status: 'COMPLETED', recovered_amount: 80_000,
  trail: [
    trackedPix({ held: 50_000, refunded: 50_000, analysis_result: 'AGREED', infraction_report_id: 'IR-1', refund_id: 'RF-1', return_id: 'D18236120202601201200returnone01' }),
    trackedPix({
      layer: 2, end_to_end_id: 'E60701190202601151300abcdefghijk', debited_ispb: '18236120', credited_ispb: '60701190', credited_name: null,
      amount: 30_000, settled_at: hoursFromNow(-23), held: 30_000, refunded: 30_000, analysis_result: 'AGREED', return_id: 'D60701190202601201300returntwo02',
    }),
  ],
});

/** An open case of a Pix our customer paid, within the refund window (the kit's default deadlines). */
const payerCase = (recoveries: FundsRecovery[] = []) => caseDetail({ funds_recoveries: recoveries }, { side: 'payer', assigned_to: 'ops' });

/** The recovery section, once the member's permissions have arrived. */
async function recoverySection(name = 'Funds recovery (MED 2.0)') {
  await screen.findByText('signed in');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('region', { name });
}

setUpGridScreenTests();

describe('CaseRecovery', () => {
  it('shows a completed recovery: its state, what came back, and its trail layer by layer, with nothing left to do', async () => {
    show(payerCase([completed()]));
    const section = await recoverySection();
    expect(within(section).getByText('Recovery #3')).toBeTruthy();
    expect(within(section).getByText('Completed')).toBeTruthy();
    expect(plain(section.textContent)).toContain('R$ 800,00 of R$ 800,00 back');

    const trail = within(section).getByRole('table', { name: 'Trail of recovery 3' });
    const rows = [...trail.querySelectorAll('tbody tr')] as HTMLElement[];
    expect(rows.map((row) => row.getAttribute('data-layer'))).toEqual(['1', '2']);
    const [first, second] = rows;
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => plain(cell.textContent));
    // Layer, Pix, Received by, Amount, Held, Analysis, Returned, Return.
    expect(cells(first!)[2]).toBe('Nu Pagamentos S.A. - IP18236120');
    expect(cells(first!).slice(3)).toEqual(['R$ 800,00', 'R$ 500,00', 'Agreed', 'R$ 500,00', 'D18236120202601201200returnone01']);
    expect(first!.querySelectorAll('[data-centavos="50000"]')).toHaveLength(2);
    // No name for layer 2: its ISPB stands in, once.
    expect(cells(second!)[2]).toBe('60701190');
    expect(cells(second!).slice(3)).toEqual(['R$ 300,00', 'R$ 300,00', 'Agreed', 'R$ 300,00', 'D60701190202601201300returntwo02']);

    expect(screen.queryByRole('button', { name: 'Cancel recovery' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open funds recovery' })).toBeNull();
  });

  it('says the DICT is tracking while a recovery has no trail yet', async () => {
    show(payerCase([fundsRecovery()]));
    const section = await recoverySection();
    expect(within(section).getByText('The DICT is tracking the money.')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('opens a funds recovery for an open case of a Pix our customer paid, after a confirmation', async () => {
    const api = show(payerCase());
    api.answers[CREATE] = ({ situation_type, details }) => envelope(200, 'Funds recovery 3 opened', fundsRecovery({ situation_type: situation_type as FundsRecovery['situation_type'], details: details as string }));
    const section = await recoverySection();
    expect(within(section).getByText('No funds recovery yet.')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Open funds recovery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a funds recovery for case #12' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), { target: { value: 'Paid a fake seller, the money moved on at once' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the DICT' }));

    const asked = await screen.findByRole('dialog', { name: 'Open funds recovery' });
    expect(plain(asked.textContent)).toContain('Ask the DICT to follow and recover the R$ 1.500,00 of transaction T202601150001?');
    expect(api.bodiesOf(CREATE)).toEqual([]);
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(CREATE)).toEqual([{ case_id: 12, situation_type: 'SCAM', details: 'Paid a fake seller, the money moved on at once' }]));
  });

  it('cancels a running recovery, after a destructive confirmation', async () => {
    const api = show(payerCase([fundsRecovery({ status: 'TRACKED', trail: [trackedPix({ held: 50_000 })] })]));
    api.answers[CANCEL] = ({ id }) => envelope(200, 'Funds recovery 3 cancelled', fundsRecovery({ id: id as number, status: 'CANCELLED' }));
    const section = await recoverySection();
    expect(within(section).getByText('Trail tracked')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Open funds recovery' })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Cancel recovery' }));
    const asked = await screen.findByRole('dialog', { name: 'Cancel recovery #3?' });
    expect(asked.textContent).toContain('The DICT stops following the money, and nothing more comes back through this recovery.');
    const ok = within(asked).getByRole('button', { name: 'OK' });
    expect(ok.className).toContain('MuiButton-colorError');
    expect(api.bodiesOf(CANCEL)).toEqual([]);
    fireEvent.click(ok);
    await waitFor(() => expect(api.bodiesOf(CANCEL)).toEqual([{ id: 3 }]));
  });

  it('offers no cancel once the money is on its way back', async () => {
    show(payerCase([fundsRecovery({ status: 'REFUNDING', trail: [trackedPix({ held: 50_000 })] })]));
    const section = await recoverySection();
    expect(within(section).getByText('Refunding')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Cancel recovery' })).toBeNull();
  });

  it('offers no cancel of a running recovery to a member who may only look', async () => {
    show(payerCase([fundsRecovery({ status: 'TRACKED' })]), VIEWER);
    const section = await recoverySection();
    expect(within(section).getByText('Trail tracked')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Cancel recovery' })).toBeNull();
  });

  it('offers no recovery on a case of a Pix our customer received', async () => {
    show(caseDetail());
    const section = await recoverySection();
    expect(within(section).getByText('No funds recovery yet.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Open funds recovery' })).toBeNull();
  });

  it('offers no recovery on a closed case', async () => {
    show(caseDetail({}, { side: 'payer', status: 'closed', closed_at: new Date().toISOString(), close_note: 'Returned' }));
    const section = await recoverySection();
    expect(within(section).queryByRole('button', { name: 'Open funds recovery' })).toBeNull();
  });

  it('offers no recovery once the refund window has passed', async () => {
    show(caseDetail({ deadlines: [{ kind: 'refund_window', subject: 'case', due_at: hoursFromNow(-1), met: false }] }, { side: 'payer' }));
    const section = await recoverySection();
    expect(within(section).queryByRole('button', { name: 'Open funds recovery' })).toBeNull();
  });

  it('offers no recovery to a member who may only look', async () => {
    show(payerCase(), VIEWER);
    const section = await recoverySection();
    expect(within(section).getByText('No funds recovery yet.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Open funds recovery' })).toBeNull();
  });

  it('offers another recovery once the last one was cancelled', async () => {
    show(payerCase([fundsRecovery({ status: 'CANCELLED' })]));
    const section = await recoverySection();
    expect(within(section).getByText('Cancelled')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Cancel recovery' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Open funds recovery' })).toBeTruthy();
  });

  it.each(['CREATED', 'TRACKED', 'AWAITING_ANALYSIS', 'ANALYSED', 'REFUNDING', 'COMPLETED'] as const)('offers no other recovery while one is %s, even after a cancelled one', async (status) => {
    show(payerCase([fundsRecovery({ id: 2, status: 'CANCELLED' }), fundsRecovery({ status })]));
    const section = await recoverySection();
    expect(within(section).getByText('Recovery #2')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Open funds recovery' })).toBeNull();
  });

  it('speaks pt-BR: the heading, the state and what came back', async () => {
    await i18n.changeLanguage('pt-BR');
    try {
      show(payerCase([completed()]));
      const section = await recoverySection('Recuperação de valores (MED 2.0)');
      expect(within(section).getByText('Concluída')).toBeTruthy();
      expect(plain(section.textContent)).toContain('R$ 800,00 de R$ 800,00 de volta');
      expect(within(section).getByRole('table', { name: 'Rastro da recuperação 3' })).toBeTruthy();
      expect(within(section).getAllByText('Procedente')).toHaveLength(2);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
