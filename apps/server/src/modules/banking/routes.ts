// Bank accounts, their balances, freezes and the fee deductions, each change written to the ledger.
import { banking, formatCentavos } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { findAccount, listAccounts } from './accounts-queries.js';
import { changeAccountStatus, createAccount } from './accounts-service.js';
import { fundsOfAccount, listFeeLogs, listFreezes, listFundsLogs } from './funds-queries.js';
import { deductFee, freezeFunds, unfreezeFunds } from './funds-service.js';
import { balanceOf, loadAccount } from './ledger.js';

const statusRoute = (endpoint: typeof banking.activate | typeof banking.deactivate, next: 'active' | 'inactive') =>
  bind(endpoint, async ({ db, body, clock, audit, answer }) => {
    const { before, after } = await changeAccountStatus(db, body.id, next, clock.now());
    Object.assign(audit, { target: `bank_account:${body.id}`, before, after });
    answer.msg = `Account ${after.account_number} is ${next}`;
    return after;
  });

export const bankAccountRoutes = [
  bind(banking.list, ({ db, body }) => listAccounts(db, body)),

  bind(banking.detail, async ({ db, body, admin }) => {
    const account = await findAccount(db, body.id);
    const funds = admin.permissions.has('funds.view') ? await fundsOfAccount(db, account) : { active_freezes: null, latest_logs: null };
    return { account, ...funds };
  }),

  bind(banking.create, async ({ db, body, clock, audit, answer }) => {
    const created = await createAccount(db, body, clock.now());
    Object.assign(audit, { target: `bank_account:${created.id}`, after: created });
    answer.msg = `Account ${created.branch}/${created.account_number} opened for ${created.owner_name}`;
    return created;
  }),

  statusRoute(banking.activate, 'active'),
  statusRoute(banking.deactivate, 'inactive'),
];

export const fundsRoutes = [
  bind(banking.balance, async ({ db, body }) => balanceOf(await loadAccount(db, body.account_id, { forUpdate: false }))),
  bind(banking.freezeList, ({ db, body }) => listFreezes(db, body)),
  bind(banking.logs, ({ db, body }) => listFundsLogs(db, body)),
  bind(banking.feeLogs, ({ db, body }) => listFeeLogs(db, body)),

  bind(banking.freeze, async ({ db, body, admin, clock, audit, answer }) => {
    const result = await freezeFunds(db, { accountId: body.account_id, amount: body.amount, reason: body.reason, actor: admin, now: clock.now() });
    Object.assign(audit, { target: `bank_account:${body.account_id}`, after: result });
    answer.msg = `${formatCentavos(body.amount)} frozen on account ${result.balance.account_number}`;
    return result;
  }),

  bind(banking.unfreeze, async ({ db, body, admin, clock, audit, answer }) => {
    const { before, ...result } = await unfreezeFunds(db, { freezeId: body.freeze_id, amount: body.amount, reason: body.reason, actor: admin, now: clock.now() });
    Object.assign(audit, { target: `funds_freeze:${body.freeze_id}`, before, after: result });
    answer.msg = `${formatCentavos(before.remaining - result.freeze.remaining)} released on account ${result.balance.account_number}`;
    return result;
  }),

  bind(banking.feeCreate, async ({ db, body, admin, clock, audit, answer }) => {
    const result = await deductFee(db, { accountId: body.account_id, amount: body.amount, reason: body.reason, actor: admin, now: clock.now() });
    Object.assign(audit, { target: `bank_account:${body.account_id}`, after: result });
    answer.msg = `Fee of ${formatCentavos(body.amount)} deducted from ${result.fee.merchant_name}`;
    return result;
  }),
];
