DROP INDEX "dict_claims_deadline_idx";--> statement-breakpoint
CREATE INDEX "dict_claims_inbox_idx" ON "dict_claims" USING btree ("next_deadline_at","opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dict_claims_key_idx" ON "dict_claims" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "pix_keys_value_trgm_idx" ON "pix_keys" USING gin ("key_value" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "dict_claims" ADD CONSTRAINT "dict_claims_deadline_check" CHECK (("dict_claims"."next_deadline_at" is null) = ("dict_claims"."status" in ('COMPLETED', 'CANCELLED')));