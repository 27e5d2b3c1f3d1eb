import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './navigation';

describe('afterSignInPath', () => {
  it('goes back to the page asked for', () => {
    expect(afterSignInPath('?to=%2Fbanking%2FfundsFreeze%3Fstatus%3Dactive')).toBe('/banking/fundsFreeze?status=active');
  });

  it('goes home otherwise, and never off the site or back to sign-in', () => {
    for (const search of ['', '?to=https%3A%2F%2Fevil.example', '?to=%2F%2Fevil.example', '?to=%2Flogin', '?to=relative']) {
      expect(afterSignInPath(search), search).toBe('/userCenter/userList');
    }
  });
});
