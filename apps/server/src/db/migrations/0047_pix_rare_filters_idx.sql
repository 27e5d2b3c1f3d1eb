-- Option filters with a value few rows have, found by `npm run bench:explain -- --every-option` on the
-- large profile (the sweep asks each option filter with its first option only): the Pix key
-- history's claim and portability actions (100–128 ms a call: its page and its count each read the
-- whole history), the keys pending a claim or a portability (108–124 ms), the withdrawal and change
-- limits (71–73 ms). Each filter's page, newest first, and its count from an index.
CREATE INDEX "pix_key_logs_action_created_idx" ON "pix_key_logs" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "pix_keys_status_created_idx" ON "pix_keys" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "pix_limits_type_updated_idx" ON "pix_limits" USING btree ("limits_type","updated_at","id");