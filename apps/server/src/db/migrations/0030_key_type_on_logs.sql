-- A key's type, which never changes, copied onto its logs: the log list filters by it from an index.
ALTER TABLE "pix_key_logs" ADD COLUMN "key_type" text;--> statement-breakpoint
UPDATE "pix_key_logs" SET "key_type" = "pix_keys"."key_type" FROM "pix_keys" WHERE "pix_keys"."id" = "pix_key_logs"."key_id";--> statement-breakpoint
ALTER TABLE "pix_key_logs" ALTER COLUMN "key_type" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "pix_key_logs_type_created_idx" ON "pix_key_logs" USING btree ("key_type","created_at","id");
