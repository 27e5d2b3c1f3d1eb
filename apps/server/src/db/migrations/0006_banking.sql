CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"ispb" text NOT NULL,
	"branch" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"available" bigint DEFAULT 0 NOT NULL,
	"frozen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_accounts_available_check" CHECK ("bank_accounts"."available" >= 0),
	CONSTRAINT "bank_accounts_frozen_check" CHECK ("bank_accounts"."frozen" >= 0),
	CONSTRAINT "bank_accounts_status_check" CHECK ("bank_accounts"."status" in ('inactive', 'active')),
	CONSTRAINT "bank_accounts_branch_check" CHECK ("bank_accounts"."branch" ~ '^[0-9]{1,4}$'),
	CONSTRAINT "bank_accounts_number_check" CHECK ("bank_accounts"."account_number" ~ '^[0-9]{1,20}$')
);
--> statement-breakpoint
CREATE TABLE "fee_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"available_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_logs_amount_check" CHECK ("fee_logs"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "funds_freezes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "funds_freezes_amount_check" CHECK ("funds_freezes"."amount" > 0 and "funds_freezes"."remaining" between 0 and "funds_freezes"."amount"),
	CONSTRAINT "funds_freezes_status_check" CHECK (("funds_freezes"."status" = 'released') = ("funds_freezes"."remaining" = 0)),
	CONSTRAINT "funds_freezes_released_check" CHECK (("funds_freezes"."status" = 'released') = ("funds_freezes"."released_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "funds_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"available_delta" bigint NOT NULL,
	"frozen_delta" bigint NOT NULL,
	"available_after" bigint NOT NULL,
	"frozen_after" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "funds_logs_balances_check" CHECK ("funds_logs"."available_after" >= 0 and "funds_logs"."frozen_after" >= 0),
	CONSTRAINT "funds_logs_moves_check" CHECK ("funds_logs"."available_delta" <> 0 or "funds_logs"."frozen_delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_owner_id_wallet_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_ispb_ispb_participants_ispb_fk" FOREIGN KEY ("ispb") REFERENCES "public"."ispb_participants"("ispb") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_logs" ADD CONSTRAINT "fee_logs_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_logs" ADD CONSTRAINT "fee_logs_merchant_id_wallet_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD CONSTRAINT "funds_freezes_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_logs" ADD CONSTRAINT "funds_logs_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_number_key" ON "bank_accounts" USING btree ("ispb","branch","account_number");--> statement-breakpoint
CREATE INDEX "bank_accounts_owner_idx" ON "bank_accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_created_idx" ON "bank_accounts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bank_accounts_number_idx" ON "bank_accounts" USING btree ("account_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "fee_logs_account_idx" ON "fee_logs" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "fee_logs_created_idx" ON "fee_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "funds_freezes_account_idx" ON "funds_freezes" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "funds_freezes_created_idx" ON "funds_freezes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "funds_logs_account_idx" ON "funds_logs" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "funds_logs_created_idx" ON "funds_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);