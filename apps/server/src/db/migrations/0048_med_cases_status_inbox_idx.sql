-- The MED inbox filtered by status: the closed cases (most of them) were found by reading the open
-- ones' entries of the inbox's index first (8 236 on the large profile, 1.9 ms a page, 56 ms p95
-- from 8 clients); within one status the inbox's order reads from here, and the capped count too.
CREATE INDEX "med_cases_status_inbox_idx" ON "med_cases" USING btree ("status",("status" = 'open') desc,"next_deadline_at","opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
