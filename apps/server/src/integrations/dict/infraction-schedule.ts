import type { DictInfractionReport, SettledTrade } from './infraction-reports.js';
import { uuidV4From } from '../../uuid-v4.js';
import { after, delay, digest, HOUR, roll } from '../dice.js';

// The simulated other participants: what they report and when they answer, decided by hashes of
// ids and times (../dice.ts), so that every process (and every test run) sees the same DICT.

/** One settled trade in this many is reported by the other participant. */
export const COUNTERPARTY_REPORTS_ONE_IN = 40;
/** The other participant reports a trade up to this long after it was paid. */
export const MAX_ARRIVAL_DELAY_MS = 72 * HOUR;

/** A report id shaped like the DICT's (a UUID), from the text. */
export function reportId(text: string): string {
  return uuidV4From(digest(`id:${text}`).toString('hex'));
}

const SITUATIONS = ['SCAM', 'SCAM', 'SCAM', 'SCAM', 'ACCOUNT_TAKEOVER', 'ACCOUNT_TAKEOVER', 'FRAUDULENT_ACCESS', 'FRAUDULENT_ACCESS', 'COERCION', 'OTHER', 'UNKNOWN'] as const;
type Situation = (typeof SITUATIONS)[number];

export const REPORT_DETAILS: Record<Situation, string> = {
  SCAM: 'The payer says a fake seller on social media took the payment and never delivered the goods.',
  ACCOUNT_TAKEOVER: 'The payer\'s account was taken over after a SIM swap; the customer did not make this payment.',
  FRAUDULENT_ACCESS: 'The payment was made from a new device the customer does not recognise.',
  COERCION: 'The customer reports being forced to make the transfer during an express kidnapping.',
  OTHER: 'An unusual payment the customer disputes; our fraud team is looking into it.',
  UNKNOWN: 'The customer does not recognise the payment.',
};

export const ANALYSES = {
  AGREED: ['Funds blocked on the receiving account and returned through the MED.', 'Account closed after confirming fraudulent use; the balance left was returned.'],
  DISAGREED: ['The receiving account holder proved the sale; no sign of fraud.', 'No sign of fraud in the receiving account\'s history; the payment stands.'],
} as const;

/** Whether the other participant reports this trade (one in COUNTERPARTY_REPORTS_ONE_IN). */
export const reportedByCounterparty = (endToEndId: string) => roll(`report:${endToEndId}`, COUNTERPARTY_REPORTS_ONE_IN) === 0;

/** The report the other participant makes about one of our trades, if it makes one. */
export function counterpartyReportOf(trade: SettledTrade, ourIspb: string): DictInfractionReport | null {
  const e2e = trade.endToEndId;
  if (!reportedByCounterparty(e2e)) return null;
  const situationType = SITUATIONS[roll(`situation:${e2e}`, SITUATIONS.length)]!;
  const createdAt = after(trade.createdAt, delay(`arrival:${e2e}`, 1, MAX_ARRIVAL_DELAY_MS / HOUR));
  return {
    id: reportId(`counterparty:${e2e}`), endToEndId: e2e, type: roll(`type:${e2e}`, 5) === 0 ? 'REFUND_REQUEST' : 'FRAUD', situationType,
    details: REPORT_DETAILS[situationType], reporterIspb: trade.counterpartyIspb, reportedIspb: ourIspb,
    status: 'open', analysisResult: null, analysisDetails: null, createdAt, modifiedAt: createdAt,
  };
}

type Change = Pick<DictInfractionReport, 'status' | 'analysisResult' | 'analysisDetails'> & { at: Date };

/**
 * What the other side does next to a report, counted from its last change: to our reports, it
 * acknowledges within a day and mostly closes within four (one in six never does); one of its own
 * reports in eight it withdraws (cancels) within five days.
 */
export function nextChange(report: DictInfractionReport, ourIspb: string): Change | null {
  const { id, status, modifiedAt } = report;
  const kept = { analysisResult: report.analysisResult, analysisDetails: report.analysisDetails };
  if (report.reporterIspb !== ourIspb) {
    if ((status !== 'open' && status !== 'received') || roll(`withdraw:${id}:${status}`, 8) !== 0) return null;
    return { ...kept, status: 'canceled', at: after(modifiedAt, delay(`withdraw-at:${id}:${status}`, 6, 120)) };
  }
  if (status === 'open') return { ...kept, status: 'received', at: after(modifiedAt, delay(`ack:${id}`, 1, 20)) };
  if (status !== 'received' || roll(`late:${id}`, 6) === 0) return null;
  const result = roll(`result:${id}`, 3) === 0 ? 'DISAGREED' : 'AGREED';
  const analyses = ANALYSES[result];
  return { status: 'closed', analysisResult: result, analysisDetails: analyses[roll(`analysis:${id}`, analyses.length)]!, at: after(modifiedAt, delay(`close:${id}`, 6, 96)) };
}

/** The report as the DICT has it at `now`: every change the other side made since its last one. */
export function evolve(report: DictInfractionReport, now: Date, ourIspb: string): DictInfractionReport {
  let current = report;
  for (let change = nextChange(current, ourIspb); change && change.at <= now; change = nextChange(current, ourIspb)) {
    const { at, ...state } = change;
    current = { ...current, ...state, modifiedAt: at };
  }
  return current;
}
