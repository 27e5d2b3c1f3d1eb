-- The MED inbox's keyword (part of the end-to-end id, the trade's number or the customer's name)
-- found by indexes: each case keeps its trade's number, as it keeps its end-to-end id, and both have
-- a trigram index; the customers named are found by theirs, then their cases by customer. Matched
-- through the joins, the keyword compared every case's three texts (50 000 cases in the large profile).
ALTER TABLE "med_cases" ADD COLUMN "trade_no" text;--> statement-breakpoint
UPDATE "med_cases" SET "trade_no" = "trade_keys"."trade_no" FROM "trade_keys" WHERE "trade_keys"."trade_id" = "med_cases"."trade_id";--> statement-breakpoint
ALTER TABLE "med_cases" ALTER COLUMN "trade_no" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "med_cases_e2e_trgm_idx" ON "med_cases" USING gin ("end_to_end_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "med_cases_trade_no_trgm_idx" ON "med_cases" USING gin ("trade_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "med_cases_customer_idx" ON "med_cases" USING btree ("customer_id");
