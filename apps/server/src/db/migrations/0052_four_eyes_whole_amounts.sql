-- A release's approval threshold weighs everything released from its hold, not one release: what
-- went back to available so far, from the statement's release lines of each hold.
ALTER TABLE "funds_freezes" ADD COLUMN "released" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "funds_freezes" SET "released" = "l"."total"
FROM (SELECT "reference", sum("available_delta") AS "total" FROM "funds_logs" WHERE "kind" = 'unfreeze' AND "reference" LIKE 'freeze:%' GROUP BY "reference") AS "l"
WHERE "l"."reference" = 'freeze:' || "funds_freezes"."id";--> statement-breakpoint
-- A TOTP code is spent once: the step of the last one accepted (RFC 6238 §5.2).
ALTER TABLE "admins" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
-- The member's last passwords, none of which may be chosen again.
ALTER TABLE "admins" ADD COLUMN "previous_password_hashes" text[] DEFAULT '{}' NOT NULL;
