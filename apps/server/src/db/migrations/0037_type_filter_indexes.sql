CREATE INDEX "bank_accounts_type_created_idx" ON "bank_accounts" USING btree ("account_type","created_at","id");--> statement-breakpoint
CREATE INDEX "kyc_checks_document_type_submitted_idx" ON "kyc_checks" USING btree ("document_type","submitted_at","id");--> statement-breakpoint
CREATE INDEX "pix_keys_type_created_idx" ON "pix_keys" USING btree ("key_type","created_at","id");