-- Safe defaults: a second person approves every role change and new member, and every release of
-- a hold or MED refund from R$ 10.000,00 (weighed as a whole however it is split); the built-in
-- Super admin role signs in with a second factor. Only policies nobody has chosen yet change: an
-- installation whose Super admin set a policy keeps it. Until a second member could approve a new
-- member, the first one creates members alone (modules/staff/approval-gates.ts).
UPDATE "approval_policies" SET "needs_approval" = true WHERE "action" IN ('role_change', 'staff_create') AND "updated_at" IS NULL;--> statement-breakpoint
UPDATE "approval_policies" SET "needs_approval" = true, "from_amount" = 1000000 WHERE "action" IN ('hold_release', 'refund_accept') AND "updated_at" IS NULL;--> statement-breakpoint
UPDATE "roles" SET "totp_required" = true WHERE "name" = 'Super admin' AND "built_in";
