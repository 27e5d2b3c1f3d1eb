import { sql } from 'drizzle-orm';
import {
  boolean, check, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  built_in: boolean('built_in').notNull().default(false),
  totp_required: boolean('totp_required').notNull().default(false),
  /** The networks (CIDR) the role's members may call from; empty: any. */
  allowed_networks: text('allowed_networks').array().notNull().default(sql`'{}'`),
  ...timestamps,
}, (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`)]);

export const rolePermissions = pgTable('role_permissions', {
  role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  permission: text('permission').notNull(),
}, (t) => [primaryKey({ columns: [t.role_id, t.permission] })]);

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  role_id: integer('role_id').notNull().references(() => roles.id),
  status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
  password_hash: text('password_hash').notNull(),
  must_change_password: boolean('must_change_password').notNull().default(false),
  totp_secret: text('totp_secret'),
  /** A secret being enrolled, until a code from the app confirms it. */
  totp_pending_secret: text('totp_pending_secret'),
  /** The 30-second step of the last code spent: a code is accepted once (RFC 6238 §5.2). */
  totp_last_step: integer('totp_last_step'),
  /** The argon2id hashes of the member's last passwords, newest first: none of them may be chosen again. */
  previous_password_hashes: text('previous_password_hashes').array().notNull().default(sql`'{}'`),
  failed_login_count: integer('failed_login_count').notNull().default(0),
  last_failed_login_at: timestamp('last_failed_login_at', { withTimezone: true }),
  locked_until: timestamp('locked_until', { withTimezone: true }),
  last_login_at: timestamp('last_login_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  uniqueIndex('admins_username_key').on(sql`lower(${t.username})`),
  check('admins_status_check', sql`${t.status} in ('active', 'disabled')`),
  check('admins_failed_login_count_check', sql`${t.failed_login_count} >= 0`),
]);

/** One-time codes that stand in for a TOTP code; only their SHA-256 is kept. */
export const adminRecoveryCodes = pgTable('admin_recovery_codes', {
  id: serial('id').primaryKey(),
  admin_id: integer('admin_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
  code_hash: text('code_hash').notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('admin_recovery_codes_key').on(t.admin_id, t.code_hash)]);
