DROP INDEX "trades_created_idx";--> statement-breakpoint
DROP INDEX "trades_status_created_idx";--> statement-breakpoint
DROP INDEX "trades_merchant_created_idx";--> statement-breakpoint
CREATE INDEX "trades_payer_name_idx" ON "trades" USING btree (lower("payer_name") text_pattern_ops,"created_at");--> statement-breakpoint
CREATE INDEX "trades_payee_name_idx" ON "trades" USING btree (lower("payee_name") text_pattern_ops,"created_at");--> statement-breakpoint
CREATE INDEX "trades_type_created_idx" ON "trades" USING btree ("trade_type","created_at","id","amount","fee");--> statement-breakpoint
CREATE INDEX "trades_created_idx" ON "trades" USING btree ("created_at","id","amount","fee","currency");--> statement-breakpoint
CREATE INDEX "trades_status_created_idx" ON "trades" USING btree ("status","created_at","id","amount","fee");--> statement-breakpoint
CREATE INDEX "trades_merchant_created_idx" ON "trades" USING btree ("merchant_id","created_at","id","amount","fee");