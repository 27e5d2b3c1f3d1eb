import { describe, expect, expectTypeOf, it } from 'vitest';
import { initI18n } from './index';
import type { KeyUnder, WordKey } from './word-key';

// These lines are checked by `npm run typecheck`: a `@ts-expect-error` above a call that the type
// check accepts fails it, so a `t` that stopped checking keys would break the build.
describe('typed words', () => {
  const t = initI18n('en').getFixedT('en');

  it('takes a key that exists, in any area or the console', () => {
    expect(t('nav.banking')).toBe('Banking');
    expectTypeOf<'trades.detail.failureReason'>().toExtend<WordKey>();
    expectTypeOf<'screens.user-center-fee-management'>().toExtend<WordKey>();
    expectTypeOf<'option.trade_status.success'>().toExtend<WordKey>();
  });

  it('refuses a key that does not exist, a misspelt namespace and a screen that is not in a manifest', () => {
    // @ts-expect-error: no such word in the sign-in page's own catalogue
    expect(t('nav.bankingg')).toBe('nav.bankingg');
    expectTypeOf<'trade.detail.failureReason'>().not.toExtend<WordKey>();
    expectTypeOf<'screens.noSuchScreen'>().not.toExtend<WordKey>();
    expectTypeOf<'option.trade_status.no_such_status'>().not.toExtend<WordKey>();
  });

  it('names the rest of the keys under a prefix, and only those', () => {
    expectTypeOf<'held'>().toExtend<KeyUnder<'dashboard.details'>>();
    expectTypeOf<'noSuchDetail'>().not.toExtend<KeyUnder<'dashboard.details'>>();
  });
});
