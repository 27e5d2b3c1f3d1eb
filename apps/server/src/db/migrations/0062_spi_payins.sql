CREATE TABLE "spi_payins" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"payin" jsonb NOT NULL,
	"answer" text NOT NULL,
	"reason" text,
	"answered_at" timestamp with time zone NOT NULL,
	"ended" text,
	"ended_at" timestamp with time zone,
	CONSTRAINT "spi_payins_answer_check" CHECK ("spi_payins"."answer" in ('ACSP', 'RJCT') and ("spi_payins"."answer" = 'RJCT') = ("spi_payins"."reason" is not null)),
	CONSTRAINT "spi_payins_ended_check" CHECK (("spi_payins"."ended" is null) = ("spi_payins"."ended_at" is null) and ("spi_payins"."ended" is null or "spi_payins"."ended" in ('settled', 'rejected')))
);
--> statement-breakpoint
ALTER TABLE "spi_outbox" DROP CONSTRAINT "spi_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "spi_outbox" ADD CONSTRAINT "spi_outbox_kind_check" CHECK ("spi_outbox"."kind" in ('pacs.008', 'pacs.004', 'pacs.002'));