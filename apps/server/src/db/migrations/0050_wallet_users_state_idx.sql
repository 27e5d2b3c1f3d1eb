-- The map's customers by state: a parallel scan of every customer (147 ms on a million, both
-- cores) becomes a scan of this index alone (80 ms).
CREATE INDEX "wallet_users_state_idx" ON "wallet_users" USING btree ("state");