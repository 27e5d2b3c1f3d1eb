-- Trades partitioned by month of created_at (issue 23; docs/scale.md, section 3). Written by hand:
-- drizzle-kit does not model partitions. The snapshot beside it describes the same columns, keys and
-- indexes.
--
-- The keys that must hold across months (the id, the trade number, the end-to-end id) move to
-- trade_keys, filled by a trigger with each trade written, and the tables that point at a trade
-- reference it there.
CREATE TABLE "trade_keys" (
	"trade_id" bigint PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_keys_trade_no_key" UNIQUE("trade_no"),
	CONSTRAINT "trade_keys_end_to_end_id_key" UNIQUE("end_to_end_id")
);
--> statement-breakpoint
ALTER TABLE "infraction_tasks" DROP CONSTRAINT "infraction_tasks_trade_id_trades_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_trade_id_trades_id_fk";--> statement-breakpoint
ALTER TABLE "pix_returns" DROP CONSTRAINT "pix_returns_trade_id_trades_id_fk";--> statement-breakpoint
ALTER TABLE "med_cases" DROP CONSTRAINT "med_cases_trade_id_trades_id_fk";--> statement-breakpoint
ALTER TABLE "med_refund_requests" DROP CONSTRAINT "med_refund_requests_trade_id_trades_id_fk";--> statement-breakpoint
ALTER TABLE "funds_freezes" DROP CONSTRAINT "funds_freezes_trade_id_trades_id_fk";--> statement-breakpoint
-- The table as it was steps aside, its index names freed for the new one.
ALTER TABLE "trades" RENAME TO "trades_before_months";--> statement-breakpoint
ALTER TABLE "trades_before_months" DROP CONSTRAINT "trades_pkey";--> statement-breakpoint
DROP INDEX "trades_trade_no_key";--> statement-breakpoint
DROP INDEX "trades_end_to_end_id_key";--> statement-breakpoint
DROP INDEX "trades_txid_idx";--> statement-breakpoint
DROP INDEX "trades_end_to_end_id_upper_idx";--> statement-breakpoint
DROP INDEX "trades_payer_document_idx";--> statement-breakpoint
DROP INDEX "trades_payee_document_idx";--> statement-breakpoint
DROP INDEX "trades_created_idx";--> statement-breakpoint
DROP INDEX "trades_status_created_idx";--> statement-breakpoint
DROP INDEX "trades_merchant_created_idx";--> statement-breakpoint
DROP INDEX "trades_held_for_review_idx";--> statement-breakpoint
-- Same columns, defaults (the id's sequence) and checks.
CREATE TABLE "trades" (LIKE "trades_before_months" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER SEQUENCE "trades_id_seq" OWNED BY "trades"."id";--> statement-breakpoint
-- Rows of a month with no partition yet: an insert is never refused for want of one.
CREATE TABLE "trades_default" PARTITION OF "trades" DEFAULT;--> statement-breakpoint
-- The months from first to last (dates, any day of the month), each cut at midnight in São Paulo
-- (UTC-3, no daylight saving since 2019), as the lists and the APIX report count them: creates the
-- missing ones, moving into a new month the rows its default partition held for it. Returns how
-- many it created. Used by db/month-partitions.ts (the periodic job, the seeds).
CREATE FUNCTION "ensure_month_partitions"(parent regclass, first_month date, last_month date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  month date := date_trunc('month', first_month);
  created integer := 0;
  name text;
  low timestamptz;
  high timestamptz;
  strays boolean;
BEGIN
  -- One caller at a time: every API process runs it (periodic-jobs.ts).
  PERFORM pg_advisory_xact_lock(hashtext('ensure_month_partitions'));
  WHILE month <= last_month LOOP
    name := parent::text || '_' || to_char(month, 'YYYY_MM');
    low := (month::timestamp + interval '3 hours') AT TIME ZONE 'UTC';
    high := ((month + interval '1 month')::timestamp + interval '3 hours') AT TIME ZONE 'UTC';
    IF to_regclass(name) IS NULL THEN
      EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE created_at >= %L AND created_at < %L)', parent::text || '_default', low, high) INTO strays;
      IF strays THEN
        EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name, parent);
        EXECUTE format('WITH moved AS (DELETE FROM %I WHERE created_at >= %L AND created_at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
          parent::text || '_default', low, high, name);
        EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, name, low, high);
      ELSE
        EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%L) TO (%L)', name, parent, low, high);
      END IF;
      created := created + 1;
    END IF;
    month := month + interval '1 month';
  END LOOP;
  RETURN created;
END $$;--> statement-breakpoint
-- The months the trades so far fall in, through two months ahead.
SELECT "ensure_month_partitions"('trades',
  (coalesce((SELECT min(created_at) FROM "trades_before_months"), now()) AT TIME ZONE 'UTC' - interval '3 hours')::date,
  (now() AT TIME ZONE 'UTC' - interval '3 hours' + interval '2 months')::date);--> statement-breakpoint
-- Each trade written adds its keys; a second trade with a taken number or end-to-end id is refused.
CREATE FUNCTION "trades_keep_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trade_keys (trade_id, trade_no, end_to_end_id, created_at) VALUES (NEW.id, NEW.trade_no, NEW.end_to_end_id, NEW.created_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trades_keep_keys" AFTER INSERT ON "trades" FOR EACH ROW EXECUTE FUNCTION "trades_keep_keys"();--> statement-breakpoint
-- What trade_keys holds never changes.
CREATE FUNCTION "trades_keys_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.trade_no, NEW.end_to_end_id, NEW.created_at) IS DISTINCT FROM (OLD.id, OLD.trade_no, OLD.end_to_end_id, OLD.created_at) THEN
    RAISE EXCEPTION 'a trade''s id, number, end-to-end id and time never change' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "trades_keys_unchanged" BEFORE UPDATE ON "trades" FOR EACH ROW EXECUTE FUNCTION "trades_keys_unchanged"();--> statement-breakpoint
INSERT INTO "trades" SELECT * FROM "trades_before_months";--> statement-breakpoint
DROP TABLE "trades_before_months";--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_pkey" PRIMARY KEY("id","created_at");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_merchant_id_wallet_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trades_trade_no_idx" ON "trades" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "trades_end_to_end_id_idx" ON "trades" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "trades_txid_idx" ON "trades" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "trades_end_to_end_id_upper_idx" ON "trades" USING btree (upper("end_to_end_id"));--> statement-breakpoint
CREATE INDEX "trades_payer_document_idx" ON "trades" USING btree ("payer_document","created_at");--> statement-breakpoint
CREATE INDEX "trades_payee_document_idx" ON "trades" USING btree ("payee_document","created_at");--> statement-breakpoint
CREATE INDEX "trades_created_idx" ON "trades" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trades_status_created_idx" ON "trades" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "trades_merchant_created_idx" ON "trades" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trades_held_for_review_idx" ON "trades" USING btree ("created_at") WHERE "trades"."payee_rule" = 'held_for_review';--> statement-breakpoint
ALTER TABLE "infraction_tasks" ADD CONSTRAINT "infraction_tasks_trade_id_trade_keys_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trade_keys"("trade_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_trade_id_trade_keys_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trade_keys"("trade_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_returns" ADD CONSTRAINT "pix_returns_trade_id_trade_keys_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trade_keys"("trade_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_cases" ADD CONSTRAINT "med_cases_trade_id_trade_keys_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trade_keys"("trade_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_refund_requests" ADD CONSTRAINT "med_refund_requests_trade_id_trade_keys_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trade_keys"("trade_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_freezes" ADD CONSTRAINT "funds_freezes_trade_id_trade_keys_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trade_keys"("trade_id");
