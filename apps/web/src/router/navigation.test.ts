import { describe, expect, it } from 'vitest';
import { accountSetupOf, accountSetupPath, afterSignInPath } from './navigation';

describe('afterSignInPath', () => {
  it('goes back to the page asked for', () => {
    expect(afterSignInPath('?to=%2Fbanking%2FfundsFreeze%3Fstatus%3Dactive')).toBe('/banking/fundsFreeze?status=active');
  });

  it('goes home otherwise, and never off the site or back to sign-in', () => {
    for (const search of ['', '?to=https%3A%2F%2Fevil.example', '?to=%2F%2Fevil.example', '?to=%2Flogin', '?to=relative']) {
      expect(afterSignInPath(search), search).toBe('/dashboard');
    }
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
