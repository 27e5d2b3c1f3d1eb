-- The dashboard's money held: the sum of every account's frozen money read a million accounts (69 ms
-- on the large profile); the accounts that hold some are a few, read from this index alone.
CREATE INDEX "bank_accounts_frozen_idx" ON "bank_accounts" USING btree ("frozen") WHERE "bank_accounts"."frozen" > 0;