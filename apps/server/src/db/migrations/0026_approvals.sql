CREATE TABLE "approval_policies" (
	"action" text PRIMARY KEY NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"from_amount" bigint,
	"hold_types" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "approval_policies_action_check" CHECK ("approval_policies"."action" in ('fee_create', 'hold_release', 'limit_increase', 'marked_unblock', 'refund_accept', 'role_change', 'staff_create', 'totp_reset')),
	CONSTRAINT "approval_policies_from_amount_check" CHECK ("approval_policies"."from_amount" is null or "approval_policies"."from_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"call" text NOT NULL,
	"body" jsonb NOT NULL,
	"target" text NOT NULL,
	"target_label" text NOT NULL,
	"amount" bigint,
	"guard" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"permission" text NOT NULL,
	"reason" text NOT NULL,
	"maker_id" integer NOT NULL,
	"maker_name" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checker_id" integer,
	"checker_name" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"outcome" jsonb,
	CONSTRAINT "approval_requests_action_check" CHECK ("approval_requests"."action" in ('fee_create', 'hold_release', 'limit_increase', 'marked_unblock', 'refund_accept', 'role_change', 'staff_create', 'totp_reset')),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approved', 'rejected', 'withdrawn', 'expired')),
	CONSTRAINT "approval_requests_checker_check" CHECK ("approval_requests"."checker_id" is null or "approval_requests"."checker_id" <> "approval_requests"."maker_id")
);
--> statement-breakpoint
ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_result_check";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_maker_id_admins_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_checker_id_admins_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_pending_key" ON "approval_requests" USING btree ("action","target") WHERE "approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_requests_status_asked_idx" ON "approval_requests" USING btree ("status","asked_at");--> statement-breakpoint
CREATE INDEX "approval_requests_maker_asked_idx" ON "approval_requests" USING btree ("maker_id","asked_at");--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_result_check" CHECK ("audit_logs"."result" in ('ok', 'asked', 'refused', 'failed'));--> statement-breakpoint
-- Every sensitive action starts without a second person: a fresh installation has one member, who
-- could otherwise never create the second. The Super admin chooses the policies.
INSERT INTO "approval_policies" ("action") VALUES ('fee_create'), ('hold_release'), ('limit_increase'), ('marked_unblock'), ('refund_accept'), ('role_change'), ('staff_create'), ('totp_reset');--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'approvals.approve' FROM "roles" WHERE "name" IN ('Super admin', 'Compliance', 'Finance') AND "built_in";--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'approvals.policies' FROM "roles" WHERE "name" = 'Super admin' AND "built_in";
