import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { auth } from '@wallet/contracts';
import { registerSetupHandler, type AccountSetup } from '../api/client';
import { useMe } from '../api/hooks';
import { storedSessionInfo } from '../api/session';
import { ACCOUNT_SETUP_PATHS, accountSetupOf, accountSetupPath } from '../router/navigation';

/** The pages a member may open while a setup step is due (the server refuses every other call). */
const openDuring = (setup: AccountSetup, pathname: string) =>
  setup === 'change_password' ? pathname === ACCOUNT_SETUP_PATHS.change_password : pathname === ACCOUNT_SETUP_PATHS.enrol_totp || pathname === ACCOUNT_SETUP_PATHS.change_password;

/**
 * Holds a member on the setup page their account needs (a temporary password to change, then a
 * two-factor enrolment their role asks for), whether `me` says so or a call was refused for it.
 */
export function AccountSetupGuard() {
  const me = useMe();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;
  const setup = accountSetupOf((me.data ?? storedSessionInfo())?.admin);

  useEffect(() => {
    if (setup && !openDuring(setup, location.pathname)) void navigate(accountSetupPath(setup, here.current), { replace: true });
  }, [setup, location.pathname, navigate]);

  useEffect(
    () =>
      registerSetupHandler((required) => {
        void client.invalidateQueries({ queryKey: [auth.me.path] });
        const pathname = here.current.split('?')[0]!;
        if (pathname !== ACCOUNT_SETUP_PATHS[required]) void navigate(accountSetupPath(required, here.current), { replace: true });
      }),
    [client, navigate],
  );
  return null;
}
