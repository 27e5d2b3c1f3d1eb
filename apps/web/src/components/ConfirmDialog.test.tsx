import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n';
import { ConfirmProvider, useConfirm, type Confirm, type ConfirmOptions } from './ConfirmDialog';
import { checkInput, isValidEmail, isValidUrl } from './confirm-dialog-checks';

/** Renders a page whose only button asks with `confirm`, and clicks it. */
function clickToAsk<T>(ask: (confirm: Confirm) => T): T {
  let asked: T | undefined;
  function Page() {
    const confirm = useConfirm();
    return <button onClick={() => (asked = ask(confirm))}>Ask</button>;
  }
  render(
    <ConfirmProvider>
      <Page />
    </ConfirmProvider>,
  );
  fireEvent.click(screen.getByText('Ask'));
  return asked!;
}

const ask = (options: ConfirmOptions) => clickToAsk((confirm) => confirm(options));

/** Whether the promise has settled, after letting pending callbacks run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await act(async () => {});
  return settled;
}

const button = (name: string) => screen.getByRole('button', { name });
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('ConfirmDialog', () => {
  beforeAll(() => initI18n());
  afterEach(cleanup);

  it('shows OK, No and Cancel when all three are asked for, OK last', () => {
    void ask({ title: 'Block the account?', message: 'The user will be signed out.', buttons: ['ok', 'no', 'cancel'] });
    const dialog = screen.getByRole('dialog', { name: 'Block the account?' });
    expect(screen.getByText('The user will be signed out.')).toBeTruthy();
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Cancel', 'No', 'OK']);
  });

  it('offers Cancel and OK by default, under a default title', () => {
    void ask({});
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'No' })).toBeNull();
    expect(button('Cancel')).toBeTruthy();
  });

  it('resolves ok when OK is clicked, and closes', async () => {
    const answer = ask({ title: 'Freeze funds?' });
    fireEvent.click(button('OK'));
    await expect(answer).resolves.toEqual({ button: 'ok' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves no when No is clicked', async () => {
    const answer = ask({ title: 'Keep the draft?', buttons: ['ok', 'no', 'cancel'] });
    fireEvent.click(button('No'));
    await expect(answer).resolves.toEqual({ button: 'no' });
  });

  it('resolves cancel when Cancel is clicked', async () => {
    const answer = ask({ title: 'Freeze funds?' });
    fireEvent.click(button('Cancel'));
    await expect(answer).resolves.toEqual({ button: 'cancel' });
  });

  it('resolves cancel on Escape, even without a Cancel button', async () => {
    const answer = ask({ title: 'Freeze funds?', buttons: ['ok', 'no'] });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(answer).resolves.toEqual({ button: 'cancel' });
  });

  it('focuses OK when there is no input', () => {
    void ask({ title: 'Freeze funds?' });
    expect(document.activeElement).toBe(button('OK'));
  });

  it('paints OK red for a destructive action', () => {
    void ask({ title: 'Delete the Pix key?', destructive: true });
    expect(button('OK').className).toContain('MuiButton-colorError');
  });

  it('keeps the dialog open on an invalid email, then resolves with a valid one', async () => {
    const answer = ask({ title: 'Send the report', input: { label: 'Email', kind: 'email' } });
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    type('Email', 'not-an-email');
    fireEvent.click(button('OK'));
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(await isSettled(answer)).toBe(false);
    type('Email', 'ana@example.com');
    expect(screen.queryByText('Invalid email address')).toBeNull();
    fireEvent.click(button('OK'));
    await expect(answer).resolves.toEqual({ button: 'ok', value: 'ana@example.com' });
  });

  it('refuses an invalid URL and accepts an https address on Enter', async () => {
    const answer = ask({ title: 'Webhook', input: { label: 'Address', kind: 'url', initialValue: 'notaurl' } });
    fireEvent.keyDown(screen.getByLabelText('Address'), { key: 'Enter' });
    expect(screen.getByText('Invalid URL')).toBeTruthy();
    expect(await isSettled(answer)).toBe(false);
    type('Address', 'https://bcb.gov.br/x');
    fireEvent.keyDown(screen.getByLabelText('Address'), { key: 'Enter' });
    await expect(answer).resolves.toEqual({ button: 'ok', value: 'https://bcb.gov.br/x' });
  });

  it('asks for a required value', async () => {
    const answer = ask({ title: 'Reject KYC', input: { label: 'Reason', kind: 'text', required: true, multiline: true } });
    fireEvent.click(button('OK'));
    expect(screen.getByText('Required')).toBeTruthy();
    expect(await isSettled(answer)).toBe(false);
  });

  it('does not submit a multiline input on Enter', async () => {
    const answer = ask({ title: 'Reject KYC', input: { label: 'Reason', kind: 'text', multiline: true } });
    type('Reason', 'Blurry document');
    fireEvent.keyDown(screen.getByLabelText('Reason'), { key: 'Enter' });
    expect(await isSettled(answer)).toBe(false);
  });

  it('shows questions asked together one after another', async () => {
    const answers = clickToAsk((confirm) => [confirm({ title: 'First?' }), confirm({ title: 'Second?' })]);
    expect(screen.getByRole('dialog', { name: 'First?' })).toBeTruthy();
    fireEvent.click(button('OK'));
    await expect(answers[0]).resolves.toEqual({ button: 'ok' });
    fireEvent.click((await screen.findByRole('dialog', { name: 'Second?' })).querySelectorAll('button')[0]!);
    await expect(answers[1]).resolves.toEqual({ button: 'cancel' });
  });

  it('tells a page that forgot the provider', () => {
    function Orphan() {
      useConfirm();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/ConfirmProvider/);
  });
});

describe('confirm dialog checks', () => {
  it('accepts plausible email addresses only', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('ana.souza+pix@banco.com.br')).toBe(true);
    for (const bad of ['not-an-email', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@@example.com', 'ana@example..com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('accepts http and https addresses only', () => {
    expect(isValidUrl('https://bcb.gov.br/x')).toBe(true);
    expect(isValidUrl('http://localhost:3000/a?b=1')).toBe(true);
    for (const bad of ['notaurl', 'bcb.gov.br', 'ftp://bcb.gov.br', 'javascript:alert(1)', 'http:/bcb.gov.br', 'https://', 'https://bcb gov.br']) {
      expect(isValidUrl(bad), bad).toBe(false);
    }
  });

  it('ignores spaces around addresses, but not in free text', () => {
    expect(checkInput('  ana@example.com ', { kind: 'email' })).toBeNull();
    expect(checkInput('   ', { kind: 'text', required: true })).toBe('required');
    expect(checkInput('', { kind: 'url' })).toBeNull();
  });
});
