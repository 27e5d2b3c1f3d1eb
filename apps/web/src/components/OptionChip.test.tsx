import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { i18n, initI18n } from '../i18n';
import { OptionChip } from './OptionChip';

beforeAll(() => {
  initI18n('en');
});
afterEach(cleanup);

/** The one chip a render drew. */
const chipOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.MuiChip-root');

describe('OptionChip', () => {
  it('words an option as its list does and colours it from the table, on an outlined chip', () => {
    const chip = chipOf(render(<OptionChip list="trade_status" code="failed" />).container)!;
    expect(chip.textContent).toBe('Failed');
    expect(chip.className).toContain('MuiChip-colorError');
    expect(chip.className).toContain('MuiChip-outlined');
    expect([chip.dataset.option, chip.dataset.code]).toEqual(['trade_status', 'failed']);
  });

  it('fills the chip of a state that must catch the eye, and leaves its neighbours outlined', () => {
    const blocked = chipOf(render(<OptionChip list="status" code="blocked" />).container)!;
    expect(blocked.className).toContain('MuiChip-filled');
    expect(blocked.className).toContain('MuiChip-colorError');
    cleanup();
    const active = chipOf(render(<OptionChip list="status" code="active" />).container)!;
    expect(active.className).toContain('MuiChip-outlined');
    expect(active.className).toContain('MuiChip-colorSuccess');
  });

  it('speaks the member’s language', async () => {
    await i18n.changeLanguage('pt-BR');
    try {
      expect(chipOf(render(<OptionChip list="freeze_status" code="released" />).container)?.textContent).toBe('Liberado');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the words of a value not set, uncoloured, or nothing without them', () => {
    const none = chipOf(render(<OptionChip list="kyc_status" code={null} none="No KYC" />).container)!;
    expect(none.textContent).toBe('No KYC');
    expect(none.className).toContain('MuiChip-colorDefault');
    expect(none.dataset.code).toBeUndefined();
    cleanup();
    expect(render(<OptionChip list="kyc_status" code={null} />).container.innerHTML).toBe('');
  });

});
