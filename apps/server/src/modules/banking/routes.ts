// Bank accounts, their balances, freezes and the fee deductions, each change written to the ledger.
import { banking, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { changeEach } from '../../http/bulk.js';
import { answered } from '../../core/outcome.js';
import { findAccount, listAccounts } from './accounts-queries.js';
import type { Config } from '../../config.js';
import type { Integrations } from '../../core/integrations.js';
import { changeAccountStatus, createAccount, type CloseKeys } from './accounts-service.js';
import { fundsOfAccount, listFeeLogs, listFreezes, listFundsLogs } from './funds-queries.js';
import { deductFee, unfreezeFunds } from './funds-service.js';
import { refuseIfHeld } from '../approvals/index.js';
import { placeHold } from './pix-holds.js';
import { balanceOf, loadAccount } from './ledger.js';
import { trialBalance } from './trial-balance.js';
import { feeGate, holdReleaseGate } from './approval-gates.js';

/** How an account's Pix keys are deleted as it closes, through the call's DICT (modules/pix's own). */
type KeysOfClosingAccount = (integrations: Integrations, config: Config) => CloseKeys;

const statusRoute = (endpoint: typeof banking.activate | typeof banking.deactivate, next: 'active' | 'inactive', closeKeys: KeysOfClosingAccount) =>
  bind(endpoint, async ({ db, body, member, clock, config, integrations }) => {
    const { before, after, keysDeleted } = await changeAccountStatus(db, closeKeys(integrations, config), { id: body.id, next, actor: member, now: clock.now() });
    const account = after.account_number;
    return answered(after, {
      said: next === 'active' ? words('account.activated', { account })
        : keysDeleted > 0 ? words('account.deactivated_keys_deleted', { account, keys: keysDeleted }) : words('account.deactivated', { account }),
      audit: { target: `bank_account:${body.id}`, before, after },
    });
  });

/** What a release says: how much went back to whose account. */
const releasedSaid = (before: banking.Freeze, after: { freeze: banking.Freeze; balance: banking.Balance }) =>
  words('funds.released', { amount: before.remaining - after.freeze.remaining, account: after.balance.account_number });

/** The account calls; pix hands in how keys are deleted (product-bindings.ts), so that banking imports nothing of pix. */
export const bankAccountRoutes = (closeKeys: KeysOfClosingAccount) => [
  bind(banking.list, ({ db, body }) => listAccounts(db, body)),

  bind(banking.detail, async ({ db, body, member }) => {
    const account = await findAccount(db, body.id);
    const funds = member.permissions.has('funds.view') ? await fundsOfAccount(db, account) : { active_freezes: null, latest_logs: null };
    return { account, ...funds };
  }),

  bind(banking.create, async ({ db, body, clock, config }) => {
    const created = await createAccount(db, config.institution, body, clock.now());
    return answered(created, {
      said: words('account.opened', { branch: created.branch, account: created.account_number, owner: created.owner_name }),
      audit: { target: `bank_account:${created.id}`, after: created },
    });
  }),

  statusRoute(banking.activate, 'active', closeKeys),
  statusRoute(banking.deactivate, 'inactive', closeKeys),
];

export const fundsRoutes = [
  bind(banking.balance, async ({ db, body }) => balanceOf(await loadAccount(db, body.account_id, { forUpdate: false }))),
  bind(banking.freezeList, ({ db, body, clock }) => listFreezes(db, body, clock.now())),
  bind(banking.logs, ({ db, body }) => listFundsLogs(db, body)),
  bind(banking.feeLogs, ({ db, body }) => listFeeLogs(db, body)),
  bind(banking.trialBalance, ({ db, body, clock }) => trialBalance(db, body, clock.now())),

  bind(banking.freeze, async ({ db, body, member, clock }) => {
    const result = await placeHold(db, {
      accountId: body.account_id, amount: body.amount, reason: body.reason, actor: member, now: clock.now(),
      hold: { type: body.hold_type, courtOrder: body.court_order, tradeId: body.trade_id },
    });
    return answered(result, {
      said: words('funds.frozen', { amount: body.amount, account: result.balance.account_number }),
      audit: { target: `bank_account:${body.account_id}`, after: result },
    });
  }),

  bind(banking.unfreeze, async ({ db, body, member, clock }) => {
    const { before, ...result } = await unfreezeFunds(db, { freezeId: body.freeze_id, amount: body.amount, reason: body.reason, actor: member, now: clock.now() });
    return answered(result, { said: releasedSaid(before, result), audit: { target: `funds_freeze:${body.freeze_id}`, before, after: result } });
  }, { gates: [holdReleaseGate] }),

  bind(banking.unfreezeSelected, ({ db, body, member, clock }) =>
    changeEach(db, body.ids, (id) => `funds_freeze:${id}`, async (savepoint, id) => {
      await refuseIfHeld(savepoint, [holdReleaseGate], { freeze_id: id, reason: body.reason }, { now: clock.now(), maker: member, forUpdate: true });
      const { before, ...after } = await unfreezeFunds(savepoint, { freezeId: id, amount: undefined, reason: body.reason, actor: member, now: clock.now() });
      return { said: releasedSaid(before, after), before, after };
    })),

  bind(banking.feeCreate, async ({ db, body, member, clock }) => {
    const result = await deductFee(db, { accountId: body.account_id, amount: body.amount, reason: body.reason, actor: member, now: clock.now() });
    return answered(result, {
      said: words('fees.deducted', { amount: body.amount, merchant: result.fee.merchant_name }),
      audit: { target: `bank_account:${body.account_id}`, after: result },
    });
  }, { gates: [feeGate] }),
];
