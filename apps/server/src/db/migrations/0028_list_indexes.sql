DROP INDEX "bank_accounts_created_idx";--> statement-breakpoint
DROP INDEX "fee_logs_created_idx";--> statement-breakpoint
DROP INDEX "funds_freezes_created_idx";--> statement-breakpoint
DROP INDEX "cpf_verifications_user_idx";--> statement-breakpoint
DROP INDEX "kyc_checks_status_submitted_idx";--> statement-breakpoint
DROP INDEX "wallet_users_kind_created_idx";--> statement-breakpoint
DROP INDEX "wallet_users_kind_status_created_idx";--> statement-breakpoint
DROP INDEX "dict_claims_opened_idx";--> statement-breakpoint
DROP INDEX "fraud_markers_created_idx";--> statement-breakpoint
DROP INDEX "pix_key_logs_created_idx";--> statement-breakpoint
DROP INDEX "pix_keys_created_idx";--> statement-breakpoint
DROP INDEX "trade_exports_creator_idx";--> statement-breakpoint
DROP INDEX "trades_payer_document_idx";--> statement-breakpoint
DROP INDEX "trades_payee_document_idx";--> statement-breakpoint
DROP INDEX "trades_created_idx";--> statement-breakpoint
DROP INDEX "trades_status_created_idx";--> statement-breakpoint
DROP INDEX "trades_merchant_created_idx";--> statement-breakpoint
DROP INDEX "month_report_files_report_idx";--> statement-breakpoint
DROP INDEX "month_report_logs_report_idx";--> statement-breakpoint
DROP INDEX "infraction_tasks_created_idx";--> statement-breakpoint
DROP INDEX "funds_logs_account_idx";--> statement-breakpoint
DROP INDEX "funds_logs_created_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
DROP INDEX "ledger_transfers_created_idx";--> statement-breakpoint
DROP INDEX "med_cases_opened_idx";--> statement-breakpoint
CREATE INDEX "bank_accounts_status_created_idx" ON "bank_accounts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "kyc_checks_submitted_idx" ON "kyc_checks" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "wallet_users_document_idx" ON "wallet_users" USING btree ("doc_number");--> statement-breakpoint
CREATE INDEX "pix_keys_value_idx" ON "pix_keys" USING btree ("key_value");--> statement-breakpoint
CREATE INDEX "pix_keys_owner_idx" ON "pix_keys" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "pix_limits_updated_idx" ON "pix_limits" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "bank_accounts_created_idx" ON "bank_accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "fee_logs_created_idx" ON "fee_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "funds_freezes_created_idx" ON "funds_freezes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cpf_verifications_user_idx" ON "cpf_verifications" USING btree ("user_id","checked_at");--> statement-breakpoint
CREATE INDEX "kyc_checks_status_submitted_idx" ON "kyc_checks" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "wallet_users_kind_created_idx" ON "wallet_users" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_users_kind_status_created_idx" ON "wallet_users" USING btree ("kind","status","created_at","id");--> statement-breakpoint
CREATE INDEX "dict_claims_opened_idx" ON "dict_claims" USING btree ("opened_at","id");--> statement-breakpoint
CREATE INDEX "fraud_markers_created_idx" ON "fraud_markers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pix_key_logs_created_idx" ON "pix_key_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pix_keys_created_idx" ON "pix_keys" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trade_exports_creator_idx" ON "trade_exports" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "trades_payer_document_idx" ON "trades" USING btree ("payer_document","created_at");--> statement-breakpoint
CREATE INDEX "trades_payee_document_idx" ON "trades" USING btree ("payee_document","created_at");--> statement-breakpoint
CREATE INDEX "trades_created_idx" ON "trades" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trades_status_created_idx" ON "trades" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "trades_merchant_created_idx" ON "trades" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "month_report_files_report_idx" ON "month_report_files" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "month_report_logs_report_idx" ON "month_report_logs" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "infraction_tasks_created_idx" ON "infraction_tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "funds_logs_account_idx" ON "funds_logs" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "funds_logs_created_idx" ON "funds_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("ledger_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "med_cases_opened_idx" ON "med_cases" USING btree ("opened_at","id");