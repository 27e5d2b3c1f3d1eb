CREATE TABLE "med_funds_recoveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" text NOT NULL,
	"case_id" integer NOT NULL,
	"status" text NOT NULL,
	"situation_type" text NOT NULL,
	"details" text NOT NULL,
	"contested_amount" bigint NOT NULL,
	"recovered_amount" bigint DEFAULT 0 NOT NULL,
	"trail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"dict_modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "med_funds_recoveries_amount_check" CHECK ("med_funds_recoveries"."contested_amount" > 0 and "med_funds_recoveries"."recovered_amount" between 0 and "med_funds_recoveries"."contested_amount")
);
--> statement-breakpoint
ALTER TABLE "med_funds_recoveries" ADD CONSTRAINT "med_funds_recoveries_case_id_med_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."med_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "med_funds_recoveries_dict_id_key" ON "med_funds_recoveries" USING btree ("dict_id");--> statement-breakpoint
CREATE INDEX "med_funds_recoveries_case_idx" ON "med_funds_recoveries" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "med_funds_recoveries_one_live_key" ON "med_funds_recoveries" USING btree ("case_id") WHERE "med_funds_recoveries"."status" <> 'CANCELLED';