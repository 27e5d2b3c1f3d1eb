-- Ledger entries partitioned by month (issue 23; docs/scale.md, section 3), as trades are (0032).
-- Written by hand: drizzle-kit does not model partitions. An entry gains its transfer's time, the
-- month it is kept in; nothing references an entry, so no keys table is needed.
ALTER TABLE "ledger_entries" RENAME TO "ledger_entries_before_months";--> statement-breakpoint
ALTER TABLE "ledger_entries_before_months" DROP CONSTRAINT "ledger_entries_pkey";--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_transfer_idx";--> statement-breakpoint
DROP TRIGGER "ledger_entries_balance" ON "ledger_entries_before_months";--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	LIKE "ledger_entries_before_months" INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
	"created_at" timestamp with time zone NOT NULL
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER SEQUENCE "ledger_entries_id_seq" OWNED BY "ledger_entries"."id";--> statement-breakpoint
CREATE TABLE "ledger_entries_default" PARTITION OF "ledger_entries" DEFAULT;--> statement-breakpoint
SELECT "ensure_month_partitions"('ledger_entries',
  (coalesce((SELECT min(created_at) FROM "ledger_transfers"), now()) AT TIME ZONE 'UTC' - interval '3 hours')::date,
  (now() AT TIME ZONE 'UTC' - interval '3 hours' + interval '2 months')::date);--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "transfer_id", "ledger_account_id", "amount", "balance_after", "created_at")
  SELECT e.id, e.transfer_id, e.ledger_account_id, e.amount, e.balance_after, t.created_at
  FROM "ledger_entries_before_months" e JOIN "ledger_transfers" t ON t.id = e.transfer_id;--> statement-breakpoint
DROP TABLE "ledger_entries_before_months";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_pkey" PRIMARY KEY("id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("ledger_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
-- Every transfer balances (ledger_transfers_balance, migration 0013), checked over all the months.
CREATE TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_balance();
