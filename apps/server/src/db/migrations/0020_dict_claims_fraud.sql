CREATE TABLE "dict_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" text NOT NULL,
	"claim_type" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"key_id" integer NOT NULL,
	"counterparty_ispb" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"resolution_period_end" timestamp with time zone NOT NULL,
	"completion_period_end" timestamp with time zone,
	"confirm_reason" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"next_deadline_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "dict_claims_confirmed_check" CHECK (("dict_claims"."completion_period_end" is null) = ("dict_claims"."confirm_reason" is null)
    and ("dict_claims"."status" not in ('CONFIRMED', 'COMPLETED') or "dict_claims"."completion_period_end" is not null)),
	CONSTRAINT "dict_claims_cancelled_check" CHECK (("dict_claims"."status" = 'CANCELLED') = ("dict_claims"."cancel_reason" is not null and "dict_claims"."cancelled_by" is not null)),
	CONSTRAINT "dict_claims_closed_check" CHECK (("dict_claims"."status" in ('COMPLETED', 'CANCELLED')) = ("dict_claims"."closed_at" is not null)),
	CONSTRAINT "dict_claims_periods_check" CHECK ("dict_claims"."opened_at" < "dict_claims"."resolution_period_end")
);
--> statement-breakpoint
CREATE TABLE "fraud_markers" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"document" text,
	"key_value" text,
	"customer_id" integer,
	"case_id" integer,
	"status" text NOT NULL,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "fraud_markers_subject_check" CHECK (("fraud_markers"."target" = 'person') = ("fraud_markers"."document" is not null) and ("fraud_markers"."target" = 'key') = ("fraud_markers"."key_value" is not null)),
	CONSTRAINT "fraud_markers_cancel_check" CHECK (("fraud_markers"."status" = 'cancelled') = ("fraud_markers"."cancelled_at" is not null and "fraud_markers"."cancelled_by" is not null and "fraud_markers"."cancel_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "pix_key_logs" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "payee_key" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "payee_rule" text;--> statement-breakpoint
ALTER TABLE "dict_claims" ADD CONSTRAINT "dict_claims_key_id_pix_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."pix_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_markers" ADD CONSTRAINT "fraud_markers_customer_id_wallet_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_claims_dict_id_key" ON "dict_claims" USING btree ("dict_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_claims_live_key" ON "dict_claims" USING btree ("key_id") WHERE status in ('OPEN', 'WAITING_RESOLUTION', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "dict_claims_deadline_idx" ON "dict_claims" USING btree ("next_deadline_at") WHERE "dict_claims"."next_deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "dict_claims_opened_idx" ON "dict_claims" USING btree ("opened_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fraud_markers_dict_id_key" ON "fraud_markers" USING btree ("dict_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fraud_markers_active_key" ON "fraud_markers" USING btree ("target",coalesce("document", "key_value"),"kind") WHERE "fraud_markers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "fraud_markers_document_idx" ON "fraud_markers" USING btree ("document") WHERE "fraud_markers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "fraud_markers_key_idx" ON "fraud_markers" USING btree ("key_value") WHERE "fraud_markers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "fraud_markers_created_idx" ON "fraud_markers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pix_key_logs_claim_idx" ON "pix_key_logs" USING btree ("claim_id") WHERE "pix_key_logs"."claim_id" is not null;--> statement-breakpoint
CREATE INDEX "trades_held_for_review_idx" ON "trades" USING btree ("created_at") WHERE "trades"."payee_rule" = 'held_for_review';--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_held_check" CHECK (("trades"."payee_rule" = 'held_for_review') = ("trades"."status" = 'pending' and "trades"."trade_type" = 'payout'));--> statement-breakpoint
ALTER TABLE "pix_key_logs" ADD CONSTRAINT "pix_key_logs_claim_id_dict_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."dict_claims"("id");--> statement-breakpoint
ALTER TABLE "fraud_markers" ADD CONSTRAINT "fraud_markers_case_id_med_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."med_cases"("id");--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'claims.view' FROM "roles" WHERE "name" IN ('Super admin', 'Operations', 'Compliance') AND "built_in";--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'claims.manage' FROM "roles" WHERE "name" IN ('Super admin', 'Operations') AND "built_in";--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'fraud.view' FROM "roles" WHERE "name" IN ('Super admin', 'Operations', 'Compliance') AND "built_in";--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'fraud.manage' FROM "roles" WHERE "name" IN ('Super admin', 'Compliance') AND "built_in";--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'pix_keys.lookup' FROM "roles" WHERE "name" IN ('Super admin', 'Operations', 'Compliance') AND "built_in";
