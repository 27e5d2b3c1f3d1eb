/**
 * The field each unique index of the schema guards, by the index's name: the body field a caller
 * sends (or, for a row only the server writes, the column) that another row already holds when the
 * index refuses an insert. A call whose row a unique index turns away, because a concurrent call
 * committed the same value first, is then refused with a 409 naming that field
 * (http/taken-value.ts), not answered 500.
 *
 * Every unique index is here but those over a column the database numbers itself (a serial id: a
 * clash there is a bug, and stays an unexpected error); unique-fields.test.ts holds the two lists
 * against the migrated database.
 */
export const UNIQUE_FIELDS: Readonly<Record<string, string>> = {
  // Customers: one user or merchant per document, and per e-mail (stored lower-case).
  wallet_users_kind_document_key: 'doc_number',
  wallet_users_email_key: 'email',
  bank_accounts_number_key: 'account_number',
  // Staff, roles and what a member keeps for themselves.
  admins_username_key: 'username',
  admin_recovery_codes_key: 'code',
  admin_sessions_token_hash_unique: 'token',
  roles_name_key: 'name',
  role_permissions_role_id_permission_pk: 'permissions',
  saved_views_name_key: 'name',
  list_layouts_admin_id_list_key_pk: 'list_key',
  staff_write_marks_pkey: 'admin_id',
  idempotency_keys_admin_id_key_pk: 'idempotency_key',
  // Approvals: one policy per action, one waiting request per action and target.
  approval_policies_pkey: 'action',
  approval_requests_pending_key: 'target',
  // Pix keys, claims, limits and fraud markers.
  pix_keys_live_value_key: 'key_value',
  dict_claims_dict_id_key: 'dict_id',
  dict_claims_live_key: 'key_id',
  pix_limits_owner_type_period_key: 'period_type',
  fraud_markers_active_key: 'subject',
  fraud_markers_dict_id_key: 'dict_id',
  // Transactions, their returns, exports and the money they move.
  trade_keys_pkey: 'trade_id',
  trade_keys_trade_no_key: 'trade_no',
  trade_keys_end_to_end_id_key: 'end_to_end_id',
  pix_returns_return_id: 'return_id',
  trade_exports_job_key: 'job_id',
  download_tickets_pkey: 'ticket',
  ledger_accounts_customer_key: 'bank_account_id',
  ledger_accounts_system_key: 'kind',
  ledger_transfers_key: 'transfer_key',
  // Regulatory: MED cases, their refunds and funds recoveries, infraction reports, monthly reports.
  med_cases_trade_key: 'end_to_end_id',
  med_cases_contestation_key: 'contestation_id',
  med_refund_requests_one_open_key: 'case_id',
  med_refund_requests_dict_id_key: 'dict_id',
  med_funds_recoveries_one_live_key: 'case_id',
  med_funds_recoveries_dict_id_key: 'dict_id',
  // The SPI's messages: one a Pix or return, one status a Pix or return.
  spi_outbox_pkey: 'message_id',
  spi_outbox_about_key: 'about',
  spi_statuses_pkey: 'original_id',
  spi_received_pkey: 'id',
  med_trace_hops_pix_key: 'end_to_end_id',
  infraction_tasks_dict_id_key: 'dict_id',
  month_reports_month_type_key: 'month',
  month_report_files_version_key: 'version',
  // What the server keeps for itself: participants, sync cursors, daily sums.
  ispb_participants_pkey: 'ispb',
  sync_cursors_pkey: 'name',
  pix_state_days_day_start_state_pk: 'day_start',
};

/** The field the named unique index guards, or undefined for an index this map does not know. */
export const fieldGuardedBy = (index: string): string | undefined => (Object.hasOwn(UNIQUE_FIELDS, index) ? UNIQUE_FIELDS[index] : undefined);
