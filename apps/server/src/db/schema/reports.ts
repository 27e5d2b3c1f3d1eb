import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.js';
import { stated } from './stated.js';
import { bytes } from './bytes.js';

/** One APIX report per month and report type, with the state of its filing. */
export const monthReports = pgTable('month_reports', {
  id: serial('id').primaryKey(),
  month: text('month').notNull(),
  report_type: text('report_type', { enum: ['APIX001'] }).notNull(),
  status: text('status', { enum: ['pending', 'generated', 'submitted', 'accepted', 'rejected'] }).notNull().default('pending'),
  /** The version of the current file; 0 until one is generated. */
  current_version: integer('current_version').notNull().default(0),
  replacement: boolean('replacement').notNull().default(false),
  protocol: text('protocol'),
  status_reason: text('status_reason'),
  /** The last generation job. */
  job_id: bigint('job_id', { mode: 'number' }).references(() => jobs.id),
  generated_at: timestamp('generated_at', { withTimezone: true }),
  submitted_at: timestamp('submitted_at', { withTimezone: true }),
  decided_at: timestamp('decided_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('month_reports_month_type_key').on(t.month, t.report_type),
  check('month_reports_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  check('month_reports_status_check', sql`${t.status} in ('pending', 'generated', 'submitted', 'accepted', 'rejected')`),
]);

/** Every file of a report: generated and replacement versions, and submission receipts. */
export const monthReportFiles = pgTable('month_report_files', {
  id: serial('id').primaryKey(),
  report_id: integer('report_id').notNull().references(() => monthReports.id),
  kind: text('kind', { enum: ['generated', 'replacement', 'receipt'] }).notNull(),
  /** Versions number the report's XML files; receipts have none. */
  version: integer('version'),
  file_name: text('file_name').notNull(),
  content_type: text('content_type').notNull(),
  content: bytes('content').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  created_by: text('created_by').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('month_report_files_version_key').on(t.report_id, t.version),
  index('month_report_files_report_idx').on(t.report_id, t.id),
  check('month_report_files_kind_check', sql`(${t.kind} = 'receipt') = (${t.version} is null)`),
]);

/** The operation log of a report: generate, download, upload, submit, accept, reject. */
export const monthReportLogs = pgTable('month_report_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  report_id: integer('report_id').notNull().references(() => monthReports.id),
  action: text('action').notNull(),
  version: integer('version'),
  actor: text('actor').notNull(),
  /** A member's words or a file's name, or the system's note of the job or the filing. */
  details: stated('details').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('month_report_logs_report_idx').on(t.report_id, t.id)]);
