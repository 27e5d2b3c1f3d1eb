CREATE TABLE "cpf_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cpf" text NOT NULL,
	"situation" text NOT NULL,
	"name_on_record" text NOT NULL,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewer_id" integer,
	"reviewer_name" text,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "kyc_checks_review_check" CHECK (("kyc_checks"."status" = 'pending') = ("kyc_checks"."reviewed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "user_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"blocked_reason" text,
	"kyc_status" text,
	"temp_password_hash" text,
	"temp_password_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_users_kind_check" CHECK ("wallet_users"."kind" in ('user', 'merchant')),
	CONSTRAINT "wallet_users_status_check" CHECK ("wallet_users"."status" in ('active', 'blocked')),
	CONSTRAINT "wallet_users_blocked_reason_check" CHECK (("wallet_users"."status" = 'blocked') = ("wallet_users"."blocked_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "cpf_verifications" ADD CONSTRAINT "cpf_verifications_user_id_wallet_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_user_id_wallet_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_status_changes" ADD CONSTRAINT "user_status_changes_user_id_wallet_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cpf_verifications_user_idx" ON "cpf_verifications" USING btree ("user_id","checked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kyc_checks_status_submitted_idx" ON "kyc_checks" USING btree ("status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kyc_checks_user_idx" ON "kyc_checks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_status_changes_user_idx" ON "user_status_changes" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_users_document_key" ON "wallet_users" USING btree ("doc_number");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_users_email_key" ON "wallet_users" USING btree ("kind","email");--> statement-breakpoint
CREATE INDEX "wallet_users_kind_created_idx" ON "wallet_users" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_users_kind_status_created_idx" ON "wallet_users" USING btree ("kind","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_users_kind_name_idx" ON "wallet_users" USING btree ("kind","name");