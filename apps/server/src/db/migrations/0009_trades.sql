CREATE TABLE "download_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"export_id" integer NOT NULL,
	"session_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"filters" jsonb NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"byte_count" bigint DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"trade_type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" integer,
	"payer_name" text NOT NULL,
	"payer_document" text NOT NULL,
	"payer_ispb" text NOT NULL,
	"payer_branch" text NOT NULL,
	"payer_account" text NOT NULL,
	"payee_name" text NOT NULL,
	"payee_document" text NOT NULL,
	"payee_ispb" text NOT NULL,
	"payee_branch" text NOT NULL,
	"payee_account" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"txid" text,
	"description" text DEFAULT '' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "trades_amount_check" CHECK ("trades"."amount" > 0 and "trades"."fee" >= 0),
	CONSTRAINT "trades_type_check" CHECK ("trades"."trade_type" in ('payin', 'payout')),
	CONSTRAINT "trades_status_check" CHECK ("trades"."status" in ('pending', 'processing', 'success', 'failed', 'refunded')),
	CONSTRAINT "trades_end_to_end_id_check" CHECK ("trades"."end_to_end_id" ~ '^E[0-9]{8}[0-9]{12}[A-Za-z0-9]{11}$'),
	CONSTRAINT "trades_failure_check" CHECK (("trades"."status" = 'failed') = ("trades"."failure_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "download_tickets" ADD CONSTRAINT "download_tickets_export_id_trade_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."trade_exports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD CONSTRAINT "download_tickets_session_id_admin_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_exports" ADD CONSTRAINT "trade_exports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_exports" ADD CONSTRAINT "trade_exports_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_merchant_id_wallet_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_exports_job_key" ON "trade_exports" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "trade_exports_creator_idx" ON "trade_exports" USING btree ("created_by","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trade_exports_expiry_idx" ON "trade_exports" USING btree ("expires_at") WHERE "trade_exports"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trades_trade_no_key" ON "trades" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_end_to_end_id_key" ON "trades" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "trades_txid_idx" ON "trades" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "trades_created_idx" ON "trades" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trades_status_created_idx" ON "trades" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trades_merchant_created_idx" ON "trades" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);