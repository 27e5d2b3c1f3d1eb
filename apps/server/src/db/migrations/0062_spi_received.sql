CREATE TABLE "spi_received" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"answer" text NOT NULL,
	"reason" text,
	"answered_at" timestamp with time zone NOT NULL,
	"ended" text,
	"ended_at" timestamp with time zone,
	CONSTRAINT "spi_received_kind_check" CHECK ("spi_received"."kind" in ('pacs.008', 'pacs.004')),
	CONSTRAINT "spi_received_answer_check" CHECK ("spi_received"."answer" in ('ACSP', 'RJCT') and ("spi_received"."answer" = 'RJCT') = ("spi_received"."reason" is not null)),
	CONSTRAINT "spi_received_ended_check" CHECK (("spi_received"."ended" is null) = ("spi_received"."ended_at" is null) and ("spi_received"."ended" is null or "spi_received"."ended" in ('settled', 'rejected')))
);
--> statement-breakpoint
ALTER TABLE "spi_outbox" DROP CONSTRAINT "spi_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "spi_outbox" ADD CONSTRAINT "spi_outbox_kind_check" CHECK ("spi_outbox"."kind" in ('pacs.008', 'pacs.004', 'pacs.002'));