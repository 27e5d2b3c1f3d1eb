CREATE INDEX "trades_end_to_end_id_upper_idx" ON "trades" USING btree (upper("end_to_end_id"));--> statement-breakpoint
CREATE INDEX "trades_payer_document_idx" ON "trades" USING btree ("payer_document","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trades_payee_document_idx" ON "trades" USING btree ("payee_document","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Times the old demo data wrote out of order (finished a second before it was processed) are put in order first.
UPDATE "trades" SET "processed_at" = "created_at" WHERE "processed_at" < "created_at";--> statement-breakpoint
UPDATE "trades" SET "finished_at" = "processed_at" WHERE "finished_at" < "processed_at";--> statement-breakpoint
UPDATE "trades" SET "refunded_at" = "finished_at" WHERE "refunded_at" < "finished_at";--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_time_order_check" CHECK ("trades"."created_at" <= coalesce("trades"."processed_at", "trades"."created_at")
    and coalesce("trades"."processed_at", "trades"."created_at") <= coalesce("trades"."finished_at", 'infinity')
    and coalesce("trades"."finished_at", "trades"."created_at") <= coalesce("trades"."refunded_at", 'infinity'));