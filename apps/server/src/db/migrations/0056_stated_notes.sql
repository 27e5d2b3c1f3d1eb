-- What the system wrote in words becomes a note, { key, params } of the contracts' NOTES (decision
-- 0056); what a member typed stays their words, as a JSON string. The functions know every sentence
-- the server wrote before this migration and are dropped at its end.
CREATE FUNCTION "note_0056"(t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN t IS NULL THEN NULL
    WHEN t IN ('Registered at the DICT', 'Registered in the app') THEN jsonb_build_object('key', 'key.registered', 'params', '{}'::jsonb)
    WHEN t = 'Account closed' THEN jsonb_build_object('key', 'key.account_closed', 'params', '{}'::jsonb)
    WHEN t IN ('Settled at the SPI', 'Pix settled') THEN jsonb_build_object('key', 'pix.settled', 'params', '{}'::jsonb)
    WHEN t = 'Return settled at the SPI' THEN jsonb_build_object('key', 'return.settled', 'params', '{}'::jsonb)
    WHEN t = 'Returned by the payee''s institution' THEN jsonb_build_object('key', 'return.by_payee_institution', 'params', '{}'::jsonb)
    WHEN t = 'Returned at the customer''s request' THEN jsonb_build_object('key', 'return.customer_asked', 'params', '{}'::jsonb)
    WHEN t LIKE 'Pix from %' THEN jsonb_build_object('key', 'pix.received', 'params', jsonb_build_object('payer', substr(t, 10)))
    WHEN t LIKE 'Pix to %' THEN jsonb_build_object('key', 'pix.sent', 'params', jsonb_build_object('payee', substr(t, 8)))
    WHEN t ~ '^Rejected at the SPI: (AB03|AB09|AC03|AC06|AC07|AM02|AM04|AM05|AM09|BE01|RR04)\M'
      THEN jsonb_build_object('key', 'pix.rejected', 'params', jsonb_build_object('code', substr(t, 22, 4)))
    WHEN t ~ '^Return (MD06|BE08|FR01|SL02) from '
      THEN jsonb_build_object('key', 'return.received', 'params', jsonb_build_object('code', substr(t, 8, 4), 'payee', substr(t, 18)))
    WHEN t ~ '^Return (MD06|BE08|FR01|SL02): '
      THEN jsonb_build_object('key', 'return.sent_because', 'params', jsonb_build_object('code', substr(t, 8, 4), 'reason', substr(t, 14)))
    WHEN t LIKE 'MED refund request %' THEN jsonb_build_object('key', 'med.refund_paid', 'params', jsonb_build_object('request', substr(t, 20)))
    WHEN t ~ '^The (ownership claim|portability) was cancelled: the key stays at \d{8}$'
      THEN jsonb_build_object('key', 'key.claim_lost', 'params', jsonb_build_object(
        'type', CASE WHEN t LIKE 'The portability%' THEN 'PORTABILITY' ELSE 'OWNERSHIP' END, 'ispb', right(t, 8)))
    WHEN t ~ '^Moved to \d{8} by the (ownership claim|portability) '
      THEN jsonb_build_object('key', 'key.moved_away', 'params', jsonb_build_object(
        'ispb', substr(t, 10, 8), 'type', CASE WHEN t LIKE '% by the portability %' THEN 'PORTABILITY' ELSE 'OWNERSHIP' END,
        'claim', (regexp_match(t, ' (\S+)$'))[1]))
    WHEN t = 'Claim opened at the DICT: the key is held at another participant' THEN jsonb_build_object('key', 'claim.opened', 'params', '{}'::jsonb)
    WHEN t = 'Another participant claims this key at the DICT' THEN jsonb_build_object('key', 'claim.received', 'params', '{}'::jsonb)
    WHEN t = 'The holder''s institution confirmed the claim at the DICT' THEN jsonb_build_object('key', 'claim.donor_confirmed', 'params', '{}'::jsonb)
    WHEN t = 'The other side cancelled the claim at the DICT' THEN jsonb_build_object('key', 'claim.other_side_cancelled', 'params', '{}'::jsonb)
    WHEN t = 'The claimer completed the claim at the DICT: the key left us' THEN jsonb_build_object('key', 'claim.claimer_completed', 'params', '{}'::jsonb)
    WHEN t = 'We completed the claim: the key is ours' THEN jsonb_build_object('key', 'claim.we_completed', 'params', '{}'::jsonb)
    WHEN t = 'We withdrew the claim: staff deleted the key we were claiming' THEN jsonb_build_object('key', 'claim.withdrawn_by_deletion', 'params', '{}'::jsonb)
    WHEN t = 'The donor did not answer within 7 days: the DICT cancelled the portability' THEN jsonb_build_object('key', 'claim.portability_lapsed', 'params', '{}'::jsonb)
    WHEN t = 'The holder did not prove ownership within 7 days: the DICT confirmed the claim' THEN jsonb_build_object('key', 'claim.ownership_lapsed', 'params', '{}'::jsonb)
    WHEN t = 'The claimer did not complete within 7 days: the DICT cancelled the claim' THEN jsonb_build_object('key', 'claim.completion_lapsed', 'params', '{}'::jsonb)
    ELSE to_jsonb(t)
  END
$$;
--> statement-breakpoint
-- A failure reason: the SPI's code and, for our own refusals, what they named.
CREATE FUNCTION "spi_note_0056"(t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN t IS NULL THEN NULL
    WHEN t ~ '^AM04 Insufficient funds: \d+ centavos available for \d+$'
      THEN jsonb_build_object('key', 'spi.insufficient', 'params', jsonb_build_object('code', 'AM04',
        'available', ((regexp_match(t, ': (\d+) centavos'))[1])::bigint, 'total', ((regexp_match(t, 'for (\d+)$'))[1])::bigint))
    WHEN t ~ '^AM04 Held money: \d+ centavos of the account are held, \d+ available for \d+$'
      THEN jsonb_build_object('key', 'spi.money_held', 'params', jsonb_build_object('code', 'AM04',
        'held', ((regexp_match(t, ': (\d+) centavos'))[1])::bigint, 'available', ((regexp_match(t, 'held, (\d+) available'))[1])::bigint,
        'total', ((regexp_match(t, 'for (\d+)$'))[1])::bigint))
    WHEN t ~ '^AM02 Over the (daytime|nighttime) Pix limit: \d+ of \d+ centavos used'
      THEN jsonb_build_object('key', 'spi.over_limit', 'params', jsonb_build_object('code', 'AM02',
        'used', ((regexp_match(t, ': (\d+) of'))[1])::bigint, 'period', upper((regexp_match(t, 'Over the (\w+) Pix'))[1]),
        'limit', ((regexp_match(t, 'of (\d+) centavos'))[1])::bigint))
    WHEN t = 'RR04 The payee is marked for fraud at the DICT' THEN jsonb_build_object('key', 'spi.payee_marked', 'params', jsonb_build_object('code', 'RR04'))
    WHEN t LIKE 'RR04 Refused after a second look: %'
      THEN jsonb_build_object('key', 'spi.refused_after_review', 'params', jsonb_build_object('code', 'RR04', 'reason', substr(t, 35)))
    WHEN t ~ '^(AB03|AB09|AC03|AC06|AC07|AM02|AM04|AM05|AM09|BE01|RR04)\M'
      THEN jsonb_build_object('key', 'spi.refused', 'params', jsonb_build_object('code', left(t, 4)))
    WHEN t = 'Account of the payee closed' THEN jsonb_build_object('key', 'spi.refused', 'params', jsonb_build_object('code', 'AC07'))
    ELSE to_jsonb(t)
  END
$$;
--> statement-breakpoint
ALTER TABLE "pix_key_logs" ALTER COLUMN "reason" SET DATA TYPE jsonb USING "note_0056"("reason");--> statement-breakpoint
ALTER TABLE "pix_keys" ALTER COLUMN "deleted_reason" SET DATA TYPE jsonb USING "note_0056"("deleted_reason");--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "failure_reason" SET DATA TYPE jsonb USING "spi_note_0056"("failure_reason");--> statement-breakpoint
ALTER TABLE "funds_logs" ALTER COLUMN "reason" SET DATA TYPE jsonb USING "note_0056"("reason");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ALTER COLUMN "reason" SET DATA TYPE jsonb USING "note_0056"("reason");--> statement-breakpoint
ALTER TABLE "pix_returns" ALTER COLUMN "reason" SET DATA TYPE jsonb USING "note_0056"("reason");--> statement-breakpoint
ALTER TABLE "pix_returns" ALTER COLUMN "failure_reason" SET DATA TYPE jsonb USING "spi_note_0056"("failure_reason");--> statement-breakpoint
DROP FUNCTION "note_0056"(text);--> statement-breakpoint
DROP FUNCTION "spi_note_0056"(text);
