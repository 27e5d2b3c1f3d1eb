CREATE TABLE "kyc_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_documents_size_check" CHECK ("kyc_documents"."byte_size" = octet_length("kyc_documents"."content") and "kyc_documents"."byte_size" between 1 and 5242880)
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_check_id_kyc_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."kyc_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_check_idx" ON "kyc_documents" USING btree ("check_id","id");