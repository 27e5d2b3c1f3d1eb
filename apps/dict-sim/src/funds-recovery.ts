// A funds recovery as the DICT keeps it (MED 2.0: packages/dict-api/med2), shared by the book of
// its rules and the course the simulator plays it through.

/** A recovery's status: the DICT's work and the trail's answers move it on, its reporter may cancel it until the refunds start. */
export type FundsRecoveryStatus = 'CREATED' | 'TRACKED' | 'AWAITING_ANALYSIS' | 'ANALYSED' | 'REFUNDING' | 'COMPLETED' | 'CANCELLED';

/** What a reporter asks: the API's `FundsRecovery`, the contested Pix and what happened. */
export interface NewFundsRecovery {
  RootTransactionId: string;
  SituationType: 'SCAM' | 'ACCOUNT_TAKEOVER' | 'COERCION' | 'FRAUDULENT_ACCESS' | 'OTHER' | 'UNKNOWN';
  ReportDetails?: string;
}

/** A funds recovery as the DICT keeps it: the API's `ExtendedFundsRecovery`. */
export interface StoredFundsRecovery extends NewFundsRecovery {
  Id: string;
  Status: FundsRecoveryStatus;
  ReporterParticipant: string;
  ContestedAmount: number;
  RecoveredAmount: number;
  TrackedTransactions?: TrackedTransaction[];
  CreationTime: string;
  LastModified: string;
}

/** One Pix of a recovery's trail, as the API's `TrackedTransaction` has it, with what each step added. */
export interface TrackedTransaction {
  TransactionId: string;
  Layer: number;
  DebitedParticipant: string;
  CreditedParticipant: string;
  Amount: number;
  SettlementTime: string;
  HeldAmount: number;
  InfractionReportId?: string;
  AnalysisResult?: 'AGREED' | 'DISAGREED';
  RefundId?: string;
  RefundTransactionId?: string;
  RefundedAmount?: number;
}
