import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selection, TradeStatus, PixKeyType } from '@wallet/contracts';
import { upsertParticipants } from '../ispb/queries.js';
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

  it('lists at least 20 real participants by ISPB, the big banks among them', async () => {
    const ispb = (await t.call(selection.selection, {}, { token })).data!.ispb;
    expect(ispb.length).toBeGreaterThanOrEqual(20);
    for (const code of ['00000000', '00360305', '60701190', '60746948', '90400888', '18236120']) {
      expect(ispb.map((o) => o.code)).toContain(code);
    }
    expect(ispb.find((o) => o.code === '18236120')?.name).toBe('18236120 - Nu Pagamentos S.A. - IP');
    for (const option of ispb) expect(option.code).toMatch(/^\d{8}$/);
  });

  it('includes imported participants at once', async () => {
    await upsertParticipants(t.db, [{ ispb: '99999999', name: 'Banco Teste S.A.' }], t.clock.now());
    const ispb = (await t.call(selection.selection, {}, { token })).data!.ispb;
    expect(ispb).toContainEqual({ name: '99999999 - Banco Teste S.A.', code: '99999999' });
  });

  it('needs a session and refuses a body', async () => {
    expect((await t.call(selection.selection, {})).code).toBe(410);
    expect((await t.call(selection.selection, { page: 1 }, { token })).code).toBe(400);
  });
});
