import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '../../../i18n';
import { FailureReason } from './FailureReason';

beforeAll(() => void initI18n('en'));
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('FailureReason', () => {
  it('says what a known code means in the member\'s language, the server\'s words with their figures as the title', async () => {
    await i18n.changeLanguage('pt-BR');
    render(<FailureReason reason="AM02 Over the daytime Pix limit: 150000 of 200000 centavos used in this period" />);
    const shown = screen.getByText('AM02 · Acima do limite Pix do período');
    expect(shown.getAttribute('title')).toBe('AM02 Over the daytime Pix limit: 150000 of 200000 centavos used in this period');
    await i18n.changeLanguage('en');
    cleanup();
    render(<FailureReason reason="AB03 No answer from the SPI in time" />);
    expect(screen.getByText('AB03 · No answer from the SPI in time')).toBeTruthy();
  });

  it('shows the server\'s words when the code is unknown or there is none', async () => {
    await i18n.changeLanguage('pt-BR');
    render(<FailureReason reason="ZZ99 Something new at the SPI" />);
    expect(screen.getByText('ZZ99 Something new at the SPI')).toBeTruthy();
    cleanup();
    render(<FailureReason reason="Payee account closed" />);
    expect(screen.getByText('Payee account closed')).toBeTruthy();
  });
});
