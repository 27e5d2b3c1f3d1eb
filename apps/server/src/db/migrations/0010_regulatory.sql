CREATE TABLE "month_report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "month_report_files_kind_check" CHECK (("month_report_files"."kind" = 'receipt') = ("month_report_files"."version" is null))
);
--> statement-breakpoint
CREATE TABLE "month_report_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"action" text NOT NULL,
	"version" integer,
	"actor" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "month_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"report_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"replacement" boolean DEFAULT false NOT NULL,
	"protocol" text,
	"status_reason" text,
	"job_id" bigint,
	"generated_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "month_reports_month_check" CHECK ("month_reports"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "month_reports_status_check" CHECK ("month_reports"."status" in ('pending', 'generated', 'submitted', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "infraction_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "infraction_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"trade_id" bigint,
	"inf_type" text NOT NULL,
	"situation_type" text NOT NULL,
	"status" text NOT NULL,
	"reported_by" text NOT NULL,
	"counterparty_ispb" text NOT NULL,
	"details" text NOT NULL,
	"analysis_result" text,
	"analysis_details" text,
	"deadline_at" timestamp with time zone NOT NULL,
	"dict_modified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "infraction_tasks_status_check" CHECK ("infraction_tasks"."status" in ('open', 'received', 'closed', 'canceled')),
	CONSTRAINT "infraction_tasks_details_check" CHECK (char_length("infraction_tasks"."details") <= 2000 and char_length(coalesce("infraction_tasks"."analysis_details", '')) <= 2000),
	CONSTRAINT "infraction_tasks_analysis_check" CHECK (("infraction_tasks"."analysis_result" is null) = ("infraction_tasks"."analysis_details" is null))
);
--> statement-breakpoint
CREATE TABLE "sync_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" timestamp with time zone NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "month_report_files" ADD CONSTRAINT "month_report_files_report_id_month_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."month_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_report_logs" ADD CONSTRAINT "month_report_logs_report_id_month_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."month_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_reports" ADD CONSTRAINT "month_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infraction_events" ADD CONSTRAINT "infraction_events_task_id_infraction_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."infraction_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infraction_tasks" ADD CONSTRAINT "infraction_tasks_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "month_report_files_version_key" ON "month_report_files" USING btree ("report_id","version");--> statement-breakpoint
CREATE INDEX "month_report_files_report_idx" ON "month_report_files" USING btree ("report_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "month_report_logs_report_idx" ON "month_report_logs" USING btree ("report_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "month_reports_month_type_key" ON "month_reports" USING btree ("month","report_type");--> statement-breakpoint
CREATE INDEX "infraction_events_task_idx" ON "infraction_events" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "infraction_tasks_dict_id_key" ON "infraction_tasks" USING btree ("dict_id");--> statement-breakpoint
CREATE INDEX "infraction_tasks_created_idx" ON "infraction_tasks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "infraction_tasks_e2e_idx" ON "infraction_tasks" USING btree ("end_to_end_id");