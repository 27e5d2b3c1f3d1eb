-- The accounts and limits keep their owner's kind, so that the lists' filters on it read them alone
-- (no join to the customers for a count of up to 10 001 rows); a foreign key on both columns keeps
-- it the owner's. The customers' (kind, id) index becomes unique for that key to reference.
DROP INDEX "wallet_users_kind_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_users_kind_id_key" ON "wallet_users" USING btree ("kind","id");--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "owner_kind" text;--> statement-breakpoint
UPDATE "bank_accounts" SET "owner_kind" = "wallet_users"."kind" FROM "wallet_users" WHERE "wallet_users"."id" = "bank_accounts"."owner_id";--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "owner_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_limits" ADD COLUMN "owner_kind" text;--> statement-breakpoint
UPDATE "pix_limits" SET "owner_kind" = "wallet_users"."kind" FROM "wallet_users" WHERE "wallet_users"."id" = "pix_limits"."owner_id";--> statement-breakpoint
ALTER TABLE "pix_limits" ALTER COLUMN "owner_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_owner_kind_fk" FOREIGN KEY ("owner_kind","owner_id") REFERENCES "public"."wallet_users"("kind","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_limits" ADD CONSTRAINT "pix_limits_owner_kind_fk" FOREIGN KEY ("owner_kind","owner_id") REFERENCES "public"."wallet_users"("kind","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_owner_kind_created_idx" ON "bank_accounts" USING btree ("owner_kind","created_at","id");--> statement-breakpoint
CREATE INDEX "pix_limits_owner_kind_updated_idx" ON "pix_limits" USING btree ("owner_kind","updated_at","id");
