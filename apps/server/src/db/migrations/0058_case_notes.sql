-- What the MED, the fraud markers, the infraction reports, the holds and the APIX reports' operation
-- log wrote in words or codes inside text becomes a note, { key, params } of the contracts' NOTES (decision 0058); what a member
-- typed stays their words, as a JSON string; an empty note becomes none. The functions know every
-- text the server wrote before this migration and are dropped at its end.
CREATE FUNCTION "hold_note_0058"(t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN t IS NULL THEN NULL
    WHEN t = 'Cautionary block expired after 72 hours without escalation (Res. BCB 147/2021)' THEN jsonb_build_object('key', 'hold.expired', 'params', '{}'::jsonb)
    WHEN t = 'Returned to the payer through the MED' THEN jsonb_build_object('key', 'hold.returned', 'params', '{}'::jsonb)
    WHEN t = 'Released as its MED case closed' THEN jsonb_build_object('key', 'hold.case_closed', 'params', '{}'::jsonb)
    ELSE to_jsonb(t)
  END
$$;
--> statement-breakpoint
-- A report's history: which side moved it, "us" or the other participant by name (or "participant" and its ISPB).
CREATE FUNCTION "infraction_note_0058"(t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN t ~ '^(Reported|Acknowledged|Canceled) by us$'
      THEN jsonb_build_object('key', 'infraction.we_' || lower(split_part(t, ' ', 1)), 'params', '{}'::jsonb)
    WHEN t ~ '^Closed by us with the analysis (AGREED|DISAGREED)$'
      THEN jsonb_build_object('key', 'infraction.we_closed', 'params', jsonb_build_object('analysis', (regexp_match(t, '(\w+)$'))[1]))
    WHEN t ~ '^Closed by .+ with the analysis (AGREED|DISAGREED)$'
      THEN jsonb_build_object('key', 'infraction.closed', 'params', jsonb_build_object(
        'by', regexp_replace((regexp_match(t, '^Closed by (.+) with the analysis \w+$'))[1], '^participant (\d{8})$', '\1'),
        'analysis', (regexp_match(t, '(\w+)$'))[1]))
    WHEN t ~ '^(Reported|Acknowledged|Canceled) by .+$'
      THEN jsonb_build_object('key', 'infraction.' || lower(split_part(t, ' ', 1)), 'params', jsonb_build_object(
        'by', regexp_replace((regexp_match(t, '^\w+ by (.+)$'))[1], '^participant (\d{8})$', '\1')))
    ELSE to_jsonb(t)
  END
$$;
--> statement-breakpoint
-- A case's timeline, by the kind of event and who wrote it: the outside parties' notes and the
-- system's carry codes; what staff typed around a code (a refund's reason, a rejection, a result) is
-- the note's words.
CREATE FUNCTION "case_note_0058"(kind text, actor text, t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN t IS NULL OR t = '' THEN NULL
    WHEN kind = 'opened' AND actor = 'customer' AND t ~ '^(SCAM|ACCOUNT_TAKEOVER|COERCION|FRAUDULENT_ACCESS|OTHER): '
      THEN jsonb_build_object('key', 'med.contested', 'params', jsonb_build_object('situation', split_part(t, ':', 1), 'details', substr(t, strpos(t, ': ') + 2)))
    WHEN kind = 'opened' AND actor = 'DICT' AND t ~ '^\S+ \((SCAM|ACCOUNT_TAKEOVER|COERCION|FRAUDULENT_ACCESS|OTHER|UNKNOWN)\)$'
      THEN jsonb_build_object('key', 'med.reported', 'params', jsonb_build_object('report', split_part(t, ' ', 1), 'situation', (regexp_match(t, '\((\w+)\)$'))[1]))
    WHEN kind = 'opened' AND actor = 'DICT' THEN jsonb_build_object('key', 'med.asked_by_request', 'params', jsonb_build_object('request', t))
    WHEN kind = 'taken' THEN jsonb_build_object('key', 'med.taken_from', 'params', jsonb_build_object('member', t))
    WHEN kind IN ('refund_requested', 'refund_request_received') AND t ~ '^(FRAUD|OPERATIONAL_FLAW|REFUND_CANCELLED): '
      THEN jsonb_build_object('key', 'med.refund_reason', 'params', jsonb_build_object('reason', split_part(t, ':', 1), 'details', substr(t, strpos(t, ': ') + 2)))
    WHEN kind = 'refund_requested' AND t ~ '^.* \(\d{8}\): '
      THEN jsonb_build_object('key', 'med.refund_asked_of', 'params', jsonb_build_object(
        'holder', (regexp_match(t, '^(.*?) \(\d{8}\): '))[1], 'ispb', (regexp_match(t, '^.*? \((\d{8})\): '))[1], 'details', (regexp_match(t, '^.*? \(\d{8}\): (.*)$'))[1]))
    WHEN kind IN ('refund_answered', 'refund_accepted') AND t ~ '^(TOTALLY_ACCEPTED|PARTIALLY_ACCEPTED): '
      THEN jsonb_build_object('key', 'med.refund_result', 'params', jsonb_build_object('result', split_part(t, ':', 1), 'details', substr(t, strpos(t, ': ') + 2)))
    WHEN kind = 'refund_answered' AND t ~ '^REJECTED \((NO_BALANCE|ACCOUNT_CLOSURE|CANNOT_REFUND|OTHER)\): '
      THEN jsonb_build_object('key', 'med.refund_rejection', 'params', jsonb_build_object('rejection', (regexp_match(t, '^REJECTED \((\w+)\)'))[1], 'details', substr(t, strpos(t, '): ') + 3)))
    WHEN kind = 'refund_rejected' AND t ~ '^(NO_BALANCE|ACCOUNT_CLOSURE|CANNOT_REFUND|OTHER): '
      THEN jsonb_build_object('key', 'med.refund_rejection', 'params', jsonb_build_object('rejection', split_part(t, ':', 1), 'details', substr(t, strpos(t, ': ') + 2)))
    WHEN kind = 'return_received' AND t ~ '^\S+: (AB03|AB09|AC03|AC06|AC07|AM02|AM04|AM05|AM09|BE01|RR04)\M'
      THEN jsonb_build_object('key', 'med.return_refused', 'params', jsonb_build_object('return', split_part(t, ':', 1), 'code', substr(t, strpos(t, ': ') + 2, 4)))
    WHEN kind IN ('return_sent', 'return_received') THEN jsonb_build_object('key', 'med.return', 'params', jsonb_build_object('return', t))
    WHEN kind = 'fraud_marked' AND t ~ '^(APPLICATION_FRAUD|MULE_ACCOUNT|SCAMMER_ACCOUNT|OTHER): \S+\. '
      THEN jsonb_build_object('key', 'fraud.marked', 'params', jsonb_build_object('kind', split_part(t, ':', 1),
        'subject', (regexp_match(t, '^\w+: (\S+)\. '))[1], 'note', (regexp_match(t, '^\w+: \S+\. (.*)$'))[1]))
    WHEN kind = 'closed' AND actor = 'system' AND t IN ('TOTALLY_ACCEPTED', 'PARTIALLY_ACCEPTED', 'REJECTED')
      THEN jsonb_build_object('key', 'med.closed_by_answer', 'params', jsonb_build_object('result', t))
    ELSE to_jsonb(t)
  END
$$;
--> statement-breakpoint
-- An APIX report's operation log: its generation job and its filing; a member's words and the files' names stay as they are.
CREATE FUNCTION "report_note_0058"(action text, t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN action = 'generate' AND t ~ '^Queued as job \d+$' THEN jsonb_build_object('key', 'report.queued', 'params', jsonb_build_object('job', substr(t, 15)))
    WHEN action = 'generated' AND t ~ '^Job \d+: \d+ trades, \d+ bytes$'
      THEN jsonb_build_object('key', 'report.built', 'params', jsonb_build_object(
        'trades', ((regexp_match(t, ': (\d+) trades'))[1])::bigint, 'bytes', ((regexp_match(t, ', (\d+) bytes$'))[1])::bigint))
    WHEN action = 'generation_failed' AND t ~ '^Job \d+: '
      THEN jsonb_build_object('key', 'report.build_failed', 'params', jsonb_build_object('job', (regexp_match(t, '^Job (\d+): '))[1], 'error', substr(t, strpos(t, ': ') + 2)))
    WHEN action = 'submit' AND t ~ '^Protocol \S+, sent as a replacement$'
      THEN jsonb_build_object('key', 'report.sent_replacing', 'params', jsonb_build_object('protocol', (regexp_match(t, '^Protocol (\S+),'))[1]))
    WHEN action = 'submit' AND t ~ '^Protocol \S+$' THEN jsonb_build_object('key', 'report.sent', 'params', jsonb_build_object('protocol', substr(t, 10)))
    ELSE to_jsonb(t)
  END
$$;
--> statement-breakpoint
ALTER TABLE "funds_freezes" ALTER COLUMN "release_reason" SET DATA TYPE jsonb USING "hold_note_0058"("release_reason");--> statement-breakpoint
UPDATE "funds_logs" SET "reason" = "hold_note_0058"("reason" #>> '{}') WHERE "kind" = 'unfreeze' AND jsonb_typeof("reason") = 'string';--> statement-breakpoint
UPDATE "ledger_transfers" SET "reason" = "hold_note_0058"("reason" #>> '{}') WHERE "kind" = 'unfreeze' AND jsonb_typeof("reason") = 'string';--> statement-breakpoint
ALTER TABLE "infraction_events" ALTER COLUMN "note" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "infraction_events" ALTER COLUMN "note" SET DATA TYPE jsonb USING "infraction_note_0058"("note");--> statement-breakpoint
ALTER TABLE "med_case_events" ALTER COLUMN "note" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "med_case_events" ALTER COLUMN "note" SET DATA TYPE jsonb USING "case_note_0058"("kind", "actor", "note");--> statement-breakpoint
ALTER TABLE "med_cases" ALTER COLUMN "close_note" SET DATA TYPE jsonb USING (CASE
  WHEN "close_note" IN ('TOTALLY_ACCEPTED', 'PARTIALLY_ACCEPTED', 'REJECTED') THEN jsonb_build_object('key', 'med.closed_by_answer', 'params', jsonb_build_object('result', "close_note"))
  ELSE to_jsonb("close_note")
END);--> statement-breakpoint
ALTER TABLE "month_report_logs" ALTER COLUMN "details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "month_report_logs" ALTER COLUMN "details" SET DATA TYPE jsonb USING "report_note_0058"("action", "details");--> statement-breakpoint
DROP FUNCTION "hold_note_0058"(text);--> statement-breakpoint
DROP FUNCTION "infraction_note_0058"(text);--> statement-breakpoint
DROP FUNCTION "case_note_0058"(text, text, text);--> statement-breakpoint
DROP FUNCTION "report_note_0058"(text, text);
