import { describe, expect, it } from 'vitest';
import { accountSetupOf, accountSetupPath, afterSignInPath } from './navigation';

describe('afterSignInPath', () => {
  it('goes back to the page asked for', () => {
    expect(afterSignInPath('?to=%2Fbanking%2FfundsFreeze%3Fstatus%3Dactive')).toBe('/banking/fundsFreeze?status=active');
  });

  it('goes back to the page asked for with its query and hash, detail pages (ids in the query) included', () => {
    expect(afterSignInPath('?to=%2FuserCenter%2FuserList%2Fdetail%3Fid%3D42')).toBe('/userCenter/userList/detail?id=42');
    expect(afterSignInPath(`?to=${encodeURIComponent('/regulatory/med/detail?id=7&tab=trace#events')}`)).toBe('/regulatory/med/detail?id=7&tab=trace#events');
    expect(afterSignInPath('?to=%2Faccount%2Fsecurity')).toBe('/account/security');
  });

  it('goes home otherwise, and never off the site or back to sign-in', () => {
    for (const search of ['', '?to=', '?to=https%3A%2F%2Fevil.example', '?to=%2F%2Fevil.example', '?to=%2Flogin', '?to=relative']) {
      expect(afterSignInPath(search), search).toBe('/dashboard');
    }
  });

  it('goes home for the addresses a browser reads as another host: backslashes and control characters', () => {
    const misread = ['/\\evil.example/', '/\t/evil.example', '/\\/evil.example', '/\n/evil.example', '/\r/evil.example', '\\\\evil.example', '/dashboard\\', '/dashboard?x=\u0000'];
    for (const to of misread) expect(afterSignInPath(`?to=${encodeURIComponent(to)}`), JSON.stringify(to)).toBe('/dashboard');
    // The finding's own addresses, as sent.
    for (const search of ['?to=%2F%5Cevil.example%2F', '?to=%2F%09%2Fevil.example', '?to=%2F%5C%2Fevil.example', '?to=%2F%0A%2Fevil.example']) {
      expect(afterSignInPath(search), search).toBe('/dashboard');
    }
  });

  it('goes home for any path that is none of the console\'s routes', () => {
    const strangers = [
      '//evil.example', '/%5Cevil', '/%2F%2Fevil.example', 'https://evil.example', 'javascript:alert(document.domain)', 'JavaScript:alert(1)',
      'data:text/html,hi', '/nowhere', '/', '/login?to=%2Fdashboard', '/dashboard/', '/dashboard/../login', '/pages/misc/not-found/x', '?id=1', '#top',
    ];
    for (const to of strangers) expect(afterSignInPath(`?to=${encodeURIComponent(to)}`), to).toBe('/dashboard');
  });
});

describe('accountSetupOf and accountSetupPath', () => {
  it('asks for the password change first, then the two-factor enrolment', () => {
    expect(accountSetupOf({ must_change_password: true, must_enrol_totp: true })).toBe('change_password');
    expect(accountSetupOf({ must_change_password: false, must_enrol_totp: true })).toBe('enrol_totp');
    expect(accountSetupOf({ must_change_password: false, must_enrol_totp: false })).toBeNull();
    expect(accountSetupOf(undefined)).toBeNull();
  });

  it('remembers the page asked for', () => {
    expect(accountSetupPath('change_password', '/pix/pixKey?x=1')).toBe('/account/password?to=%2Fpix%2FpixKey%3Fx%3D1');
    expect(accountSetupPath('enrol_totp', '/userCenter/userList')).toBe('/account/security?to=%2FuserCenter%2FuserList');
  });
});
