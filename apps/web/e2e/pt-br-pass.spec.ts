// The whole console in pt-BR, down to what the server wrote into records: every list route and a
// record page of each kind shows no sentence of the English catalogue (screens, the server's
// messages, its notes) and no raw code ("infraction:2", "(ACCOUNT_TAKEOVER)").
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { approvals, banking, pix, regulatory, trades } from '@wallet/contracts';
import { expect, test } from './fixtures';
import { ROUTES } from '../src/router/routes';
import { englishOnlyWords, shownTexts, type EnglishWords } from './english-catalogue';
import { callApi, openInApp, sessionToken, signIn, storedToken, waitForContent } from './support';

const LANGUAGE_COOKIE = 'Wallet%20Admin-language';
// Every route of the route table but the sign-in page and the record pages, which need a record (below).
const lists = ROUTES.filter((route) => !route.path.includes('*') && route.meta.name !== 'login' && !route.path.endsWith('/detail'));

/** Codes a member should never read as they are: a record reference, or a code in parentheses. */
const RAW_CODES = [/^[a-z_]+:[0-9]+$/, /\([A-Z_]{6,}\)/];

let english: EnglishWords[];
test.beforeAll(async () => {
  // The English catalogue's sentences that pt-BR words differently, of more than three words.
  english = (await englishOnlyWords()).filter(({ english }) => english.replace(/\{\{[^}]+\}\}/g, 'x').trim().split(/\s+/).length > 3);
  expect(english.length).toBeGreaterThan(500);
  expect(english.some(({ key }) => key.startsWith('note:'))).toBe(true);
});

async function leaksOn(page: Page, where: string): Promise<string[]> {
  await waitForContent(page);
  const leaks: string[] = [];
  for (const text of await page.evaluate(shownTexts, ['aria-label', 'placeholder'])) {
    const found = english.find(({ matches }) => matches.test(text));
    if (found) leaks.push(`${where}: "${text}" (${found.key})`);
    const raw = RAW_CODES.find((pattern) => pattern.test(text));
    if (raw) leaks.push(`${where}: "${text}" (a raw code)`);
  }
  return leaks;
}

/**
 * An approval request to open, waiting for a second person: the admin turns the policy of a
 * two-factor reset on, and asks to turn it off again (loosening always waits). The run's second
 * Super admin approves it once the page was read, so the demo data ends as it began.
 */
async function askedApproval(request: APIRequestContext, token: string) {
  const policy = (body: object) => callApi(request, approvals.policyUpdate.path, token, { action: 'totp_reset', reason: 'The pt-BR pass reads an approval', ...body });
  expect((await policy({ needs_approval: true })).code).toBe(200);
  const asked = await policy({ needs_approval: false });
  expect(asked.code).toBe(202);
  const id = (asked.data as { approval: { id: number } }).approval.id;
  return { id, settle: async () => {
    const approved = await request.post(approvals.approve.path, {
      data: { id, reason: 'The pt-BR pass is over' }, headers: { authorization: await sessionToken(request, 'approver'), 'idempotency-key': `e2e-ptbr-${Date.now()}` },
    });
    expect((await approved.json()).code).toBe(200);
  } };
}

async function inPortuguese(page: Page, context: BrowserContext, baseURL: string) {
  await signIn(page);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'pt-BR', url: baseURL }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
}

test('in pt-BR, every list route reads in Portuguese, the records\' own notes too, with no raw code', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await inPortuguese(page, context, baseURL!);
  const leaks: string[] = [];
  for (const route of lists) {
    await openInApp(page, route.path, route.meta.name);
    leaks.push(...await leaksOn(page, route.path));
  }
  expect(leaks).toEqual([]);
});

test('in pt-BR, a record page of each kind reads in Portuguese: a trade, an account, a MED case, a claim, an infraction report, an approval', async ({ page, context, baseURL, request }) => {
  test.setTimeout(120_000);
  await inPortuguese(page, context, baseURL!);
  const token = await storedToken(page);
  const listOf = async <T>(path: string, body: object) =>
    ((await callApi(request, path, token, { page: 1, page_size: 5, ...body })).data as { list: T[] } | null)?.list ?? [];
  const first = async <T>(path: string, ...bodies: object[]) => {
    for (const body of bodies.length ? bodies : [{}]) {
      const [found] = await listOf<T>(path, body);
      if (found) return found;
    }
    throw new Error(`${path} has no record to open`);
  };
  // The trades of the last 7 days, else of a month: the demo data's failed and refunded Pix.
  const days = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const recent = [{}, { created_from: days(30), created_to: days(0) }, { created_from: days(90), created_to: days(0) }];
  const failed = await first<{ id: number }>(trades.list.path, ...recent.map((period) => ({ ...period, trade_status: 'failed' })));
  const refunded = await first<{ id: number }>(trades.list.path, ...recent.map((period) => ({ ...period, trade_status: 'refunded' })));
  const account = await first<{ id: number }>(banking.list.path);
  const medCase = await first<{ id: number }>(regulatory.med.list.path);
  const claim = await first<{ id: number }>(pix.claims.list.path);
  const report = await first<{ id: number }>(regulatory.infractions.list.path);
  const approval = await askedApproval(request, token);
  const records = [
    ['a failed trade', `/banking/transactions/detail?id=${failed.id}`, 'banking-transactions-detail'],
    ['a refunded trade', `/banking/transactions/detail?id=${refunded.id}`, 'banking-transactions-detail'],
    ['an account', `/banking/accounts/detail?id=${account.id}`, 'banking-accounts-detail'],
    ['a MED case', `/regulatory/med/detail?id=${medCase.id}`, 'regulatory-med-detail'],
    ['a claim', `/pix/claims/detail?id=${claim.id}`, 'pix-claims-detail'],
    ['an infraction report', `/regulatory/infractionsNotification?report=${report.id}`, 'regulatory-infractions-notification'],
    ['an approval', `/approvals?request=${approval.id}`, 'approvals'],
  ] as const;
  const leaks: string[] = [];
  for (const [what, address, screen] of records) {
    await openInApp(page, address, screen);
    leaks.push(...await leaksOn(page, what));
  }
  await approval.settle();
  expect(leaks).toEqual([]);
});
