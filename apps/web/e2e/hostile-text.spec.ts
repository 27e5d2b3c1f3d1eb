import { expect, test } from './fixtures';
import { callApi, signIn, storedToken } from './support';

// Text that would run if a page put it in the DOM as HTML instead of as text.
const HOSTILE = `<img src=x onerror="window.__pwned=1">Loja <script>window.__pwned=2</script>`;

test('hostile text in a name is shown as text on the list and the detail page, never run', async ({ page, request }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page);
  const token = await storedToken(page);
  const created = await callApi(request, '/api/v1/user/create', token, {
    kind: 'merchant', name: HOSTILE, email: `hostile.${Date.now()}@exemplo.com.br`, phone: '+5511912345678', doc_type: 'CPF', doc_number: '52998224725',
  });
  expect(created.code, created.msg).toBe(200);
  const id = (created.data as { id: number }).id;

  await page.goto(`/userCenter/merchantList?keyword=${encodeURIComponent('window.__pwned=2')}`);
  await expect(page.getByRole('row').filter({ hasText: 'Loja' })).toContainText(HOSTILE);
  await page.goto(`/userCenter/merchantList/detail?id=${id}`);
  await expect(page.getByText(HOSTILE).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
