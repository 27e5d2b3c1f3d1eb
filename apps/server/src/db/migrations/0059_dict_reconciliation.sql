CREATE TABLE "dict_reconciliation_fixes" (
	"id" serial PRIMARY KEY NOT NULL,
	"verification_id" integer NOT NULL,
	"key_value" text NOT NULL,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_sync_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_type" text NOT NULL,
	"result" text NOT NULL,
	"our_verifier" text NOT NULL,
	"keys" integer NOT NULL,
	"error" text,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pix_keys" ADD COLUMN "dict_request_id" text;--> statement-breakpoint
ALTER TABLE "dict_reconciliation_fixes" ADD CONSTRAINT "dict_reconciliation_fixes_verification_id_dict_sync_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."dict_sync_verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dict_reconciliation_fixes_verification_idx" ON "dict_reconciliation_fixes" USING btree ("verification_id");--> statement-breakpoint
CREATE INDEX "dict_sync_verifications_started_idx" ON "dict_sync_verifications" USING btree ("started_at","id");