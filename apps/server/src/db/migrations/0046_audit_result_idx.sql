-- The audit log's result filter: a result few entries have (refused, failed) was found by reading
-- the whole log, on the large profile (a million entries) 34 ms to count the refused ones and
-- 109 ms to find no failed one; newest first, and counted from the index alone.
CREATE INDEX "audit_logs_result_at_idx" ON "audit_logs" USING btree ("result","at","id");
