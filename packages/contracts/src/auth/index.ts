import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { Instant } from '../common.js';
import { PERMISSIONS, type Permission } from '../permissions.js';
import { StaffStatus } from '../options.js';
import { NoBody } from '../common.js';

const PermissionName = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]);

export const SignedInAdmin = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  status: StaffStatus.schema,
  totp_enabled: z.boolean(),
  last_login_at: Instant.nullable(),
});

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
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(256),
    totp: z.string().regex(/^\d{6}$/, 'must be 6 digits').optional(),
  }),
  data: Session.extend({
    token: z.string(),
    expires_at: Instant,
  }),
});

export const logout = endpoint({
  path: '/api/v1/auth/logout',
  access: 'signed-in',
  mutation: true,
  summary: 'End the current session',
  body: NoBody,
  data: z.null(),
});

export const me = endpoint({
  path: '/api/v1/auth/me',
  access: 'signed-in',
  summary: 'The signed-in member and the permissions of their role',
  body: NoBody,
  data: Session,
});
