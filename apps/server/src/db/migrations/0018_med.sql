CREATE TABLE "med_case_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"note" text NOT NULL,
	"amount" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "med_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" bigint NOT NULL,
	"end_to_end_id" text NOT NULL,
	"side" text NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"counterparty_ispb" text NOT NULL,
	"contestation_id" text,
	"assigned_to" text,
	"next_deadline_at" timestamp with time zone,
	"next_deadline_kind" text,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"close_note" text,
	CONSTRAINT "med_cases_side_check" CHECK ("med_cases"."side" in ('payer', 'receiver')),
	CONSTRAINT "med_cases_status_check" CHECK ("med_cases"."status" in ('open', 'closed') and ("med_cases"."status" = 'closed') = ("med_cases"."closed_at" is not null)),
	CONSTRAINT "med_cases_amount_check" CHECK ("med_cases"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "med_refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" text NOT NULL,
	"case_id" integer NOT NULL,
	"trade_id" bigint NOT NULL,
	"role" text NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"analysis_result" text,
	"rejection_reason" text,
	"analysis_details" text,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"return_id" text,
	"counterparty_ispb" text NOT NULL,
	"requested_by" text NOT NULL,
	"answered_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"dict_modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "med_refund_requests_amount_check" CHECK ("med_refund_requests"."amount" > 0 and "med_refund_requests"."refunded_amount" between 0 and "med_refund_requests"."amount"),
	CONSTRAINT "med_refund_requests_status_check" CHECK ("med_refund_requests"."status" in ('OPEN', 'CLOSED', 'CANCELLED') and ("med_refund_requests"."status" = 'OPEN') = ("med_refund_requests"."closed_at" is null)),
	CONSTRAINT "med_refund_requests_result_check" CHECK (("med_refund_requests"."status" = 'CLOSED') = ("med_refund_requests"."analysis_result" is not null)
    and ("med_refund_requests"."analysis_result" = 'REJECTED') = ("med_refund_requests"."rejection_reason" is not null)
    and ("med_refund_requests"."analysis_result" = 'REJECTED' or "med_refund_requests"."analysis_result" is null) = ("med_refund_requests"."refunded_amount" = 0)),
	CONSTRAINT "med_refund_requests_details_check" CHECK (char_length("med_refund_requests"."details") <= 2000 and char_length(coalesce("med_refund_requests"."analysis_details", '')) <= 2000)
);
--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD COLUMN "hold_type" text DEFAULT 'internal_risk' NOT NULL;--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD COLUMN "court_order" text;--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD COLUMN "trade_id" bigint;--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD COLUMN "case_id" integer;--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD COLUMN "release_reason" text;--> statement-breakpoint
ALTER TABLE "med_case_events" ADD CONSTRAINT "med_case_events_case_id_med_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."med_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_cases" ADD CONSTRAINT "med_cases_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_cases" ADD CONSTRAINT "med_cases_customer_id_wallet_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_cases" ADD CONSTRAINT "med_cases_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_refund_requests" ADD CONSTRAINT "med_refund_requests_case_id_med_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."med_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_refund_requests" ADD CONSTRAINT "med_refund_requests_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "med_case_events_case_idx" ON "med_case_events" USING btree ("case_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "med_cases_trade_key" ON "med_cases" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "med_cases_contestation_key" ON "med_cases" USING btree ("contestation_id") WHERE "med_cases"."contestation_id" is not null;--> statement-breakpoint
CREATE INDEX "med_cases_opened_idx" ON "med_cases" USING btree ("opened_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "med_cases_deadline_idx" ON "med_cases" USING btree ("next_deadline_at") WHERE "med_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "med_cases_e2e_idx" ON "med_cases" USING btree (upper("end_to_end_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "med_refund_requests_dict_id_key" ON "med_refund_requests" USING btree ("dict_id");--> statement-breakpoint
CREATE INDEX "med_refund_requests_case_idx" ON "med_refund_requests" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "med_refund_requests_trade_idx" ON "med_refund_requests" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "med_refund_requests_one_open_key" ON "med_refund_requests" USING btree ("trade_id","role") WHERE "med_refund_requests"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "funds_freezes_expiring_idx" ON "funds_freezes" USING btree ("expires_at") WHERE "funds_freezes"."status" = 'active' and "funds_freezes"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "funds_freezes_case_idx" ON "funds_freezes" USING btree ("case_id") WHERE "funds_freezes"."case_id" is not null;--> statement-breakpoint
CREATE INDEX "funds_freezes_trade_idx" ON "funds_freezes" USING btree ("trade_id") WHERE "funds_freezes"."trade_id" is not null;--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD CONSTRAINT "funds_freezes_hold_type_check" CHECK ("funds_freezes"."hold_type" in ('internal_risk', 'cautionary', 'med', 'judicial'));--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD CONSTRAINT "funds_freezes_expiry_check" CHECK (("funds_freezes"."hold_type" = 'cautionary') = ("funds_freezes"."expires_at" is not null) and coalesce("funds_freezes"."expires_at" <= "funds_freezes"."created_at" + interval '72 hours', true));--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD CONSTRAINT "funds_freezes_court_order_check" CHECK (("funds_freezes"."hold_type" = 'judicial') = ("funds_freezes"."court_order" is not null));--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD CONSTRAINT "funds_freezes_med_check" CHECK ("funds_freezes"."hold_type" <> 'med' or "funds_freezes"."case_id" is not null);--> statement-breakpoint
-- A hold names the Pix it holds and the MED case that holds it (not declared in the Drizzle schema, which would import in a circle).
ALTER TABLE "funds_freezes" ADD CONSTRAINT "funds_freezes_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id");--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD CONSTRAINT "funds_freezes_case_id_med_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."med_cases"("id");--> statement-breakpoint
-- The MED permissions (packages/contracts BUILT_IN_ROLES).
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'med.view' FROM "roles" WHERE "name" IN ('Super admin', 'Operations', 'Compliance') AND "built_in";--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'med.manage' FROM "roles" WHERE "name" IN ('Super admin', 'Compliance') AND "built_in";
