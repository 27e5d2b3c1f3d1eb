/**
 * The customer's app, as the back office reaches it: contestations customers file there (the
 * self-service MED, Res. BCB 493/2025) and the notices we send them (a cautionary block must be
 * told). The real client is plugged in here; the product ships with a deterministic simulator.
 */
export interface CustomerChannel {
  /** Contestations filed after `since`, oldest first. */
  contestationsSince(since: Date, now: Date): Promise<Contestation[]>;
  notify(notice: CustomerNotice): Promise<void>;
  /** Only a simulator has this: it is told which of our Pix a customer could contest. */
  readonly simulation?: ContestationSimulation;
}

export interface Contestation {
  /** The contestation's id in the app. */
  id: string;
  endToEndId: string;
  /** The customer's CPF or CNPJ. */
  document: string;
  situation: 'SCAM' | 'ACCOUNT_TAKEOVER' | 'COERCION' | 'FRAUDULENT_ACCESS' | 'OTHER';
  details: string;
  at: Date;
}

/** What we tell a customer through their app: a cautionary block made, and how it ended. */
export const NOTICE_SUBJECTS = ['cautionary_block', 'cautionary_released', 'cautionary_escalated'] as const;

export interface CustomerNotice {
  customerId: number;
  subject: (typeof NOTICE_SUBJECTS)[number];
  /** The notice as the customer reads it, in Portuguese. */
  text: string;
}

/** One of our customers' settled payouts to another participant, which they may contest. */
export interface PaidPix {
  endToEndId: string;
  payerDocument: string;
  createdAt: Date;
}

export interface ContestationSimulation {
  readonly lookbackMs: number;
  tell(payouts: readonly PaidPix[]): void;
}
