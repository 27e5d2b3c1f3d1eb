-- The MED inbox on the large profile (65 000 cases, 8 000 open): its counts of open cases read
-- the open cases' deadline and assignee from this index alone (it held the deadline only), and
-- the filters that keep few cases (a member's own, the payer's side, an origin) find them by an
-- index of their own instead of walking the inbox's order through every case (from 8 clients,
-- 52-99 ms p97.5 before).
DROP INDEX "med_cases_deadline_idx";--> statement-breakpoint
CREATE INDEX "med_cases_assigned_idx" ON "med_cases" USING btree ("assigned_to") WHERE "med_cases"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "med_cases_side_idx" ON "med_cases" USING btree ("side");--> statement-breakpoint
CREATE INDEX "med_cases_origin_idx" ON "med_cases" USING btree ("origin");--> statement-breakpoint
CREATE INDEX "med_cases_deadline_idx" ON "med_cases" USING btree ("next_deadline_at","assigned_to") WHERE "med_cases"."status" = 'open';