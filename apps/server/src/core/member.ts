import type { Permission } from '@wallet/contracts';

/** The staff member behind a call, with the permissions their role holds right now. */
export interface Principal {
  id: number;
  username: string;
  name: string;
  roleId: number;
  roleName: string;
  permissions: ReadonlySet<Permission>;
  /** The networks the member's role may call from; empty: any. */
  networks: readonly string[];
  sessionId: number;
  /** When the session's member last proved who they are: the sign-in or a re-authentication. */
  authenticatedAt: Date;
  /** A temporary password is still to be changed. */
  mustChangePassword: boolean;
  /** The role asks for two-factor sign-in and the member has not enrolled. */
  mustEnrolTotp: boolean;
}
