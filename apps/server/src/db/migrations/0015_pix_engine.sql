ALTER TABLE "ledger_transfers" ADD COLUMN "trade_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transfers_trade_idx" ON "ledger_transfers" USING btree ("trade_id");