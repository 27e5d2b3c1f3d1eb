import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Instant } from '../common.js';
import { PERMISSIONS, type Permission } from '../permissions.js';
import { StaffAccount } from '../staff-account.js';
import { NoBody } from '../common.js';

const PermissionName = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]);

export const SignedInAdmin = z.extend(StaffAccount, {
  /** A temporary password must be changed before anything else. */
  must_change_password: z.boolean(),
  /** The role asks for two-factor sign-in and the member has not enrolled yet. */
  must_enrol_totp: z.boolean(),
});

/** At least 12 characters and not one of the common passwords (checked by the server). */
export const MIN_PASSWORD_LENGTH = 12;
export const NewPassword = z.string().check(z.minLength(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`), z.maxLength(256));
const TotpCode = z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits'));
/** Recovery codes are shown as `xxxxx-xxxxx` (lower-case letters and digits). */
export const RecoveryCode = z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, 'must look like abcde-12345'));

export const Session = z.object({
  admin: SignedInAdmin,
  permissions: z.array(PermissionName),
});

export const login = endpoint({
  path: '/api/v1/auth/login',
  access: 'public',
  mutation: true,
  summary: 'Sign in with username, password and (when enrolled) a TOTP code',
  body: z.strictObject({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    password: z.string().check(z.minLength(1), z.maxLength(256)),
    totp: z.optional(TotpCode),
    /** Instead of a TOTP code: one of the recovery codes, each good once. */
    recovery_code: z.optional(RecoveryCode),
  }),
  data: z.extend(Session, {
    token: z.string(),
    expires_at: Instant,
  }),
});

export const logout = endpoint({
  path: '/api/v1/auth/logout',
  access: 'signed-in',
  mutation: true,
  setup: true,
  summary: 'End the current session',
  body: NoBody,
  data: z.null(),
});

export const me = endpoint({
  path: '/api/v1/auth/me',
  access: 'signed-in',
  setup: true,
  summary: 'The signed-in member and the permissions of their role',
  body: NoBody,
  data: Session,
});

export const changePassword = endpoint({
  path: '/api/v1/auth/change_password',
  access: 'signed-in',
  mutation: true,
  setup: true,
  summary: "Change one's own password (a temporary one must be changed first)",
  body: z.strictObject({ current_password: z.string().check(z.minLength(1), z.maxLength(256)), new_password: NewPassword }),
  data: z.null(),
});

export const reauthenticate = endpoint({
  path: '/api/v1/auth/reauth',
  access: 'signed-in',
  mutation: true,
  setup: true,
  summary: 'Confirm the password (or a TOTP code) to open sensitive actions for 5 minutes',
  body: z.strictObject({ password: z.optional(z.string().check(z.minLength(1), z.maxLength(256))), totp: z.optional(TotpCode) }),
  data: z.object({ authenticated_at: Instant }),
});

export const totpEnroll = endpoint({
  path: '/api/v1/auth/totp/enroll',
  access: 'signed-in',
  mutation: true,
  sensitive: true,
  setup: true,
  summary: 'Start two-factor enrolment: a new secret and its otpauth:// address for a QR code',
  body: NoBody,
  data: z.object({ secret: z.string(), otpauth_url: z.string() }),
});

export const totpConfirm = endpoint({
  path: '/api/v1/auth/totp/confirm',
  access: 'signed-in',
  mutation: true,
  sensitive: true,
  setup: true,
  summary: 'Finish enrolment with a code from the app; answers the recovery codes, shown once',
  body: z.strictObject({ code: TotpCode }),
  data: z.object({ recovery_codes: z.array(z.string()) }),
});
