CREATE TABLE "pix_key_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_type" text NOT NULL,
	"key_value" text NOT NULL,
	"status" text NOT NULL,
	"owner_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"deleted_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pix_keys_deleted_reason_check" CHECK (("pix_keys"."status" = 'deleted') = ("pix_keys"."deleted_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "pix_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"limits_type" text NOT NULL,
	"period_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pix_limits_amount_check" CHECK ("pix_limits"."amount" >= 0),
	CONSTRAINT "pix_limits_pending_check" CHECK (("pix_limits"."pending_amount" is null) = ("pix_limits"."pending_effective_at" is null) and ("pix_limits"."pending_amount" is null or "pix_limits"."pending_amount" > "pix_limits"."amount"))
);
--> statement-breakpoint
ALTER TABLE "pix_key_logs" ADD CONSTRAINT "pix_key_logs_key_id_pix_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."pix_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_keys" ADD CONSTRAINT "pix_keys_owner_id_wallet_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_keys" ADD CONSTRAINT "pix_keys_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_limits" ADD CONSTRAINT "pix_limits_owner_id_wallet_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_key_logs_key_idx" ON "pix_key_logs" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "pix_key_logs_created_idx" ON "pix_key_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pix_keys_live_value_key" ON "pix_keys" USING btree ("key_value") WHERE "pix_keys"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "pix_keys_account_idx" ON "pix_keys" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "pix_keys_created_idx" ON "pix_keys" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pix_limits_owner_type_period_key" ON "pix_limits" USING btree ("owner_id","limits_type","period_type");--> statement-breakpoint
CREATE INDEX "pix_limits_pending_idx" ON "pix_limits" USING btree ("pending_effective_at") WHERE "pix_limits"."pending_effective_at" is not null;