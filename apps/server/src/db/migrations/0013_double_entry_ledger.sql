CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"bank_account_id" integer,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."kind" in ('customer_available', 'customer_held')) = ("ledger_accounts"."bank_account_id" is not null)),
	CONSTRAINT "ledger_accounts_customer_money_check" CHECK ("ledger_accounts"."kind" not in ('customer_available', 'customer_held') or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_key" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funds_logs" ADD COLUMN "transfer_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_customer_key" ON "ledger_accounts" USING btree ("bank_account_id","kind") WHERE "ledger_accounts"."bank_account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_key" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."bank_account_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("ledger_account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key" ON "ledger_transfers" USING btree ("transfer_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "funds_logs" ADD CONSTRAINT "funds_logs_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every transfer balances: the entries one statement adds, with any its transfer had, sum to zero.
-- The ledger posts all of a transfer's entries in one statement.
CREATE FUNCTION ledger_transfers_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT e.transfer_id INTO unbalanced
  FROM ledger_entries e
  WHERE e.transfer_id IN (SELECT DISTINCT transfer_id FROM added)
  GROUP BY e.transfer_id
  HAVING sum(e.amount) <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % does not balance: its entries do not sum to zero', unbalanced USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_balance();--> statement-breakpoint
-- The institution's own accounts, one of each.
INSERT INTO ledger_accounts (kind) VALUES ('settlement'), ('fee_revenue'), ('payouts_in_flight'), ('returns_payable'), ('opening_balances');--> statement-breakpoint
-- Every payment account's available and held money, carried over as they stand.
INSERT INTO ledger_accounts (kind, bank_account_id, balance)
SELECT side.kind, b.id, CASE side.kind WHEN 'customer_available' THEN b.available ELSE b.frozen END
FROM bank_accounts b CROSS JOIN (VALUES ('customer_available'), ('customer_held')) AS side(kind)
ORDER BY b.id, side.kind;--> statement-breakpoint
INSERT INTO ledger_transfers (transfer_key, kind, reason, operator, created_at)
SELECT 'opening:' || b.id, 'opening', 'Balance carried over when the double-entry ledger began', 'system', now()
FROM bank_accounts b WHERE b.available + b.frozen > 0 ORDER BY b.id;--> statement-breakpoint
-- Each opening transfer: the account's money on its side, the same taken from opening balances.
INSERT INTO ledger_entries (transfer_id, ledger_account_id, amount, balance_after)
SELECT t.id, la.id, la.balance, la.balance
FROM ledger_transfers t JOIN ledger_accounts la ON t.transfer_key = 'opening:' || la.bank_account_id
WHERE t.kind = 'opening' AND la.balance <> 0
UNION ALL
SELECT t.id, opening.id, -(b.available + b.frozen), -sum(b.available + b.frozen) OVER (ORDER BY t.id)
FROM ledger_transfers t JOIN bank_accounts b ON t.transfer_key = 'opening:' || b.id
CROSS JOIN ledger_accounts opening
WHERE t.kind = 'opening' AND opening.kind = 'opening_balances' AND opening.bank_account_id IS NULL;--> statement-breakpoint
UPDATE ledger_accounts SET balance = -(SELECT coalesce(sum(available + frozen), 0) FROM bank_accounts)
WHERE kind = 'opening_balances' AND bank_account_id IS NULL;
