CREATE TABLE "med_trace_hops" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"parent_id" integer,
	"depth" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ispb" text NOT NULL,
	"branch" text NOT NULL,
	"account" text NOT NULL,
	"holder_name" text NOT NULL,
	"account_id" integer,
	CONSTRAINT "med_trace_hops_depth_check" CHECK ("med_trace_hops"."depth" between 1 and 6 and ("med_trace_hops"."depth" = 1) = ("med_trace_hops"."parent_id" is null)),
	CONSTRAINT "med_trace_hops_amount_check" CHECK ("med_trace_hops"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "med_refund_requests_one_open_key";--> statement-breakpoint
ALTER TABLE "med_refund_requests" ADD COLUMN "hop_id" integer;--> statement-breakpoint
ALTER TABLE "med_trace_hops" ADD CONSTRAINT "med_trace_hops_case_id_med_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."med_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_trace_hops" ADD CONSTRAINT "med_trace_hops_parent_id_med_trace_hops_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."med_trace_hops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_trace_hops" ADD CONSTRAINT "med_trace_hops_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "med_trace_hops_pix_key" ON "med_trace_hops" USING btree ("case_id","end_to_end_id");--> statement-breakpoint
CREATE INDEX "med_trace_hops_case_idx" ON "med_trace_hops" USING btree ("case_id","depth","id");--> statement-breakpoint
ALTER TABLE "med_refund_requests" ADD CONSTRAINT "med_refund_requests_hop_id_med_trace_hops_id_fk" FOREIGN KEY ("hop_id") REFERENCES "public"."med_trace_hops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "med_refund_requests_one_open_key" ON "med_refund_requests" USING btree ("trade_id","role",coalesce("hop_id", 0)) WHERE "med_refund_requests"."status" = 'OPEN';