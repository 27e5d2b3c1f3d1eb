import { describe, expect, it } from 'vitest';
import { pageLoader, routeAt, SHOWN_ROUTES } from './router';
import { ROUTES } from './routes';

const at = (pathname: string) => routeAt({ pathname, search: '', hash: '', state: null, key: 'default' });

describe('the router', () => {
  it('finds the page of every route the manifests name', () => {
    for (const route of ROUTES) expect(pageLoader(route), `${route.area}/${route.page}`).toBeTypeOf('function');
    expect(SHOWN_ROUTES).toHaveLength(ROUTES.length + 1);
  });

  it('refuses a page that does not exist, naming it', () => {
    expect(() => pageLoader({ area: 'banking', page: 'accounts/AccountLsitPage' })).toThrow('accounts/AccountLsitPage');
  });

  it('shows each screen at its path, and not found at any other', () => {
    expect(at('/banking/accounts')?.handle.name).toBe('banking-accounts');
    expect(at('/userCenter/feeManagement')?.handle).toMatchObject({ name: 'user-center-fee-management', nav: { group: 'user-center' } });
    expect(at('/no/such/page')?.handle.name).toBe('$error');
    expect(at('/')?.handle.name).toBe('index');
  });
});
