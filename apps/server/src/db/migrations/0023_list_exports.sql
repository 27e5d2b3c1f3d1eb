ALTER TABLE "trade_exports" ADD COLUMN "list" text DEFAULT '/api/v1/trade/list' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_exports" ADD COLUMN "format" text DEFAULT 'csv' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_exports" ADD COLUMN "time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL;