CREATE TABLE "spi_outbox" (
	"message_id" text PRIMARY KEY NOT NULL,
	"about" text NOT NULL,
	"kind" text NOT NULL,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"posted_at" timestamp with time zone,
	"resource_id" text,
	CONSTRAINT "spi_outbox_kind_check" CHECK ("spi_outbox"."kind" in ('pacs.008', 'pacs.004'))
);
--> statement-breakpoint
CREATE TABLE "spi_statuses" (
	"original_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"message_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spi_statuses_status_check" CHECK ("spi_statuses"."status" in ('settled', 'rejected')),
	CONSTRAINT "spi_statuses_reason_check" CHECK (("spi_statuses"."status" = 'rejected') = ("spi_statuses"."reason" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "spi_outbox_about_key" ON "spi_outbox" USING btree ("about");--> statement-breakpoint
CREATE INDEX "spi_outbox_waiting_idx" ON "spi_outbox" USING btree ("created_at") WHERE "spi_outbox"."posted_at" is null;