import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

describe('the institution in the report header', () => {
  it('has demo defaults and takes the institution\'s own values', () => {
    expect(loadConfig({}).institution).toEqual({
      ispb: '12345678', name: 'Wallet Admin Instituição de Pagamento S.A.', sponsorIspbs: [],
      contact: { name: 'Regulatory Reporting Desk', email: 'regulatorio@wallet.example', phone: '+551140000000' },
    });
    const own = loadConfig({ INSTITUTION_ISPB: '18236120', INSTITUTION_NAME: ' Pagamentos A&B <Ltda> ', REPORT_CONTACT_PHONE: '+5511987654321' }).institution;
    expect(own).toMatchObject({ ispb: '18236120', name: 'Pagamentos A&B <Ltda>', contact: { phone: '+5511987654321' } });
  });

  it('refuses values the file cannot carry, naming the variable', () => {
    expect(() => loadConfig({ INSTITUTION_ISPB: '1234' })).toThrow(/INSTITUTION_ISPB: must be the 8 digits of an ISPB/);
    expect(() => loadConfig({ INSTITUTION_NAME: 'Bell\u0007' })).toThrow(/INSTITUTION_NAME: must be printable text/);
    expect(() => loadConfig({ REPORT_CONTACT_EMAIL: 'not-an-email' })).toThrow(/REPORT_CONTACT_EMAIL/);
    expect(() => loadConfig({ REPORT_CONTACT_PHONE: '11 4000-0000' })).toThrow(/REPORT_CONTACT_PHONE: must be \+55/);
    expect(() => loadConfig({ SPONSOR_BANK_ISPBS: '60701190, 1234' })).toThrow(/SPONSOR_BANK_ISPBS: must be 8-digit ISPBs separated by commas/);
  });

  it('names the sponsor banks we hold accounts through, never ourselves twice', () => {
    expect(loadConfig({ SPONSOR_BANK_ISPBS: ' 60701190,00000000, 12345678' }).institution.sponsorIspbs).toEqual(['60701190', '00000000']);
  });
});
