CREATE INDEX "trades_end_to_end_id_upper_idx" ON "trades" USING btree (upper("end_to_end_id"));--> statement-breakpoint
CREATE INDEX "trades_payer_document_idx" ON "trades" USING btree ("payer_document","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trades_payee_document_idx" ON "trades" USING btree ("payee_document","created_at" DESC NULLS LAST);