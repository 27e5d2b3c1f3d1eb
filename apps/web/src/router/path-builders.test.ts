import { describe, expect, it } from 'vitest';
import { changePasswordPath, securityPath } from '../pages/account/area';
import { approvalsPath } from '../pages/approvals/area';
import { accountDetailPath, accountListPath, feeHistoryPath, fundsFreezePath, tradeDetailPath, tradeDownloadPath, tradeListPath } from '../pages/banking/area';
import { dashboardPath } from '../pages/cockpit/area';
import { claimListPath, claimPath, claimViewPath, fraudMarkersPath, limitListPath, pixKeysPath } from '../pages/pix/area';
import { apixPath, infractionsPath, medCasePath, medInboxPath } from '../pages/regulatory/area';
import { auditLogPath } from '../pages/user-admin/area';
import { customerListPath, customerPath } from '../pages/user-center/area';
import { pathWith } from './area';
import { isConsolePath } from './route-paths';

describe('pathWith', () => {
  it('adds the values given, encoded, and leaves the others out', () => {
    expect(pathWith('/pix/pixKey', { key: 'ana+1@example.com', owner: undefined })).toBe('/pix/pixKey?key=ana%2B1%40example.com');
    expect(pathWith('/userAdmin/auditLog', { target: 'user:42' })).toBe('/userAdmin/auditLog?target=user%3A42');
    expect(pathWith('/banking/accounts', {})).toBe('/banking/accounts');
    expect(pathWith('/banking/accounts')).toBe('/banking/accounts');
  });
});

describe('the path builders of the areas', () => {
  it('build the addresses the screens read', () => {
    expect(accountDetailPath(5)).toBe('/banking/accounts/detail?id=5');
    expect(accountListPath({ owner: '52998224725' })).toBe('/banking/accounts?owner=52998224725');
    expect(tradeDetailPath(7)).toBe('/banking/transactions/detail?id=7');
    expect(tradeListPath({ created_from: '2026-01-15', created_to: '2026-01-15' })).toBe('/banking/transactions?created_from=2026-01-15&created_to=2026-01-15');
    expect(customerPath('merchant', 3)).toBe('/userCenter/merchantList/detail?id=3');
    expect(customerListPath('user')).toBe('/userCenter/userList');
    expect(claimViewPath('to_answer')).toBe('/pix/claims?role=donor&status=WAITING_RESOLUTION');
    expect(medInboxPath('mine')).toBe('/regulatory/med?mine=1');
    expect(medInboxPath()).toBe('/regulatory/med');
    expect(fraudMarkersPath({ case_id: 9 })).toBe('/pix/fraud-markers?case_id=9');
    expect(infractionsPath({ merchant: 4, report: 12 })).toBe('/regulatory/infractionsNotification?merchant=4&report=12');
    expect(approvalsPath({ box: 'mine' })).toBe('/approvals?box=mine');
    expect(securityPath({ to: '/pix/pixKey?x=1' })).toBe('/account/security?to=%2Fpix%2FpixKey%3Fx%3D1');
  });

  it('lead only to the console\'s own screens', () => {
    const built = [
      changePasswordPath(), securityPath(), approvalsPath(), accountDetailPath(1), accountListPath(), feeHistoryPath(), fundsFreezePath(), tradeDetailPath(1),
      tradeDownloadPath(), tradeListPath(), dashboardPath(), claimListPath(), claimPath(1), claimViewPath('overdue'), fraudMarkersPath(), limitListPath(),
      pixKeysPath(), apixPath(), infractionsPath(), medCasePath(1), medInboxPath('open'), auditLogPath(), customerListPath('merchant'), customerPath('user', 1),
    ];
    expect(built.filter((path) => !isConsolePath(path.split('?')[0]!))).toEqual([]);
  });
});
