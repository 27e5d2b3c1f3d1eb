import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selection, TradeStatus, PixKeyType } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('viewer', 'Support');
  token = await t.signIn('viewer');
});
afterAll(() => t.close());

// The lists section 3 of the specification names.
const SPEC_LISTS = ['currency', 'status', 'doc_type', 'limits_type', 'period_type', 'target', 'trade_status', 'pix_key_type', 'pix_key_status', 'ispb'];

describe('/api/v1/selection', () => {
  it('answers every list the specification names, each entry { name, code }', async () => {
    const answer = await t.call(selection.selection, undefined, { token });
    expect(answer.code).toBe(200);
    for (const list of SPEC_LISTS) {
      const options = answer.data?.[list as keyof typeof answer.data];
      expect(options, list).toBeDefined();
      expect(options!.length, list).toBeGreaterThan(0);
      for (const option of options!) expect(Object.keys(option).sort()).toEqual(['code', 'name']);
    }
  });

  it('answers the codes the rest of the API validates against', async () => {
    const answer = await t.call(selection.selection, {}, { token });
    expect(answer.data?.trade_status.map((o) => o.code)).toEqual(TradeStatus.codes);
    expect(answer.data?.pix_key_type.map((o) => o.code)).toEqual(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP']);
    expect(answer.data?.pix_key_type.map((o) => o.code)).toEqual(PixKeyType.codes);
    expect(answer.data?.currency).toEqual([{ name: 'BRL - Real', code: 'BRL' }]);
    expect(answer.data?.period_type.map((o) => o.code)).toEqual(['DAYTIME', 'NIGHTTIME']);
    expect(answer.data?.target.map((o) => o.code)).toEqual(['user', 'merchant']);
  });

  it('lists our institutions only: ours, then the sponsor banks configured, named as the participant table names them', async () => {
    expect((await t.call(selection.selection, {}, { token })).data!.ispb).toEqual([{ name: '12345678 - Wallet Admin Instituição de Pagamento S.A.', code: '12345678' }]);
    const sponsored = await createTestApp({ env: { INSTITUTION_ISPB: '11111111', INSTITUTION_NAME: 'Pagadora IP', SPONSOR_BANK_ISPBS: '18236120, 60701190' } });
    try {
      await sponsored.addStaff('viewer', 'Support');
      const ispb = (await sponsored.call(selection.selection, {}, { token: await sponsored.signIn('viewer') })).data!.ispb;
      expect(ispb.map((option) => option.code)).toEqual(['11111111', '18236120', '60701190']);
      expect(ispb[0]!.name).toBe('11111111 - Pagadora IP');
      expect(ispb[1]!.name).toBe('18236120 - Nu Pagamentos S.A. - IP');
    } finally {
      await sponsored.close();
    }
  });

  it('needs a session and refuses a body', async () => {
    expect((await t.call(selection.selection, {})).code).toBe(410);
    expect((await t.call(selection.selection, { page: 1 }, { token })).code).toBe(400);
  });
});
