-- The trade list's amount filters on the large profile: an amount range that few of the days'
-- trades fall in (up to R$ 0.01) read every trade of the week (190 000, 10 ms a call, 93 ms
-- p97.5 from 8 clients). Per month, as every index of the partitioned trades.
CREATE INDEX "trades_amount_created_idx" ON "trades" USING btree ("amount","created_at","id","fee");
