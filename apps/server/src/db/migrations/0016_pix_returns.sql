CREATE TABLE "pix_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"trade_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason_code" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "pix_returns_amount_check" CHECK ("pix_returns"."amount" > 0),
	CONSTRAINT "pix_returns_direction_check" CHECK ("pix_returns"."direction" in ('sent', 'received')),
	CONSTRAINT "pix_returns_status_check" CHECK ("pix_returns"."status" in ('processing', 'settled', 'rejected')),
	CONSTRAINT "pix_returns_reason_code_check" CHECK ("pix_returns"."reason_code" in ('BE08', 'FR01', 'MD06', 'SL02')),
	CONSTRAINT "pix_returns_failure_check" CHECK (("pix_returns"."status" = 'rejected') = ("pix_returns"."failure_reason" is not null)),
	CONSTRAINT "pix_returns_finished_check" CHECK (("pix_returns"."status" = 'processing') = ("pix_returns"."finished_at" is null) and "pix_returns"."created_at" <= coalesce("pix_returns"."finished_at", 'infinity'))
);
--> statement-breakpoint
ALTER TABLE "pix_returns" ADD CONSTRAINT "pix_returns_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_returns_return_id" ON "pix_returns" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "pix_returns_trade_idx" ON "pix_returns" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "pix_returns_processing_idx" ON "pix_returns" USING btree ("created_at") WHERE "pix_returns"."status" = 'processing';--> statement-breakpoint
-- A payout the SPI rejected was "payout_returned"; "returned" now means a devolução (pix_returns).
UPDATE "ledger_transfers" SET "kind" = 'payout_rejected' WHERE "kind" = 'payout_returned';--> statement-breakpoint
UPDATE "ledger_transfers" SET "transfer_key" = 'payout-rejected:' || substr("transfer_key", length('payout-returned:') + 1) WHERE "transfer_key" LIKE 'payout-returned:%';--> statement-breakpoint
UPDATE "funds_logs" SET "kind" = 'payout_rejected' WHERE "kind" = 'payout_returned';--> statement-breakpoint
-- The returns permission (packages/contracts BUILT_IN_ROLES).
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'trades.return' FROM "roles" WHERE "name" IN ('Super admin', 'Operations', 'Compliance') AND "built_in";
