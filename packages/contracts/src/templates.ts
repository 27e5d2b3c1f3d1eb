/**
 * How a sentence of the server's (`messages.ts`) or a note it writes into a record (`notes.ts`) is
 * declared and filled: an entry's English words and the kinds of its parameters, and the template
 * filled in a reader's language. Apart from the catalogues, so that a module that needs one
 * catalogue (the notes, which the schemas of a stated text name) does not bring the other.
 *
 * This module has no schemas and no dependencies (it imports types only).
 */

import type { OptionListName } from './options.js';

/**
 * How a parameter is written: as it is, as a number, as an amount of centavos, as an instant
 * (ISO-8601), as the name of a kind of record (a `RecordKind` code, worded by each client), or as
 * a code of an option list (`option:trade_status`: a status, a type), worded as the screens word it.
 */
export type ParamKind = 'text' | 'number' | 'money' | 'instant' | 'record' | `option:${OptionListName}`;

export interface MessageEntry {
  en: string;
  params: Readonly<Record<string, ParamKind>>;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a message without parameters has exactly none
export const entry = <P extends Record<string, ParamKind> = {}>(en: string, params?: P) => ({ en, params: (params ?? {}) as P });

/** Records a refusal may name as missing: `record.not_found {record, id}`. */
export const RECORD_KINDS = {
  audit_entry: 'Audit entry',
  bank_account: 'Bank account',
  export: 'Export',
  freeze: 'Freeze',
  infraction_report: 'Infraction report',
  med_case: 'MED case',
  claim: 'Claim',
  fraud_marker: 'Fraud marker',
  saved_view: 'Saved view',
  refund_request: 'Refund request',
  funds_recovery: 'Funds recovery',
  kyc_check: 'KYC check',
  kyc_document: 'KYC document',
  pix_key: 'Pix key',
  pix_limit: 'Pix limit',
  report: 'Report',
  role: 'Role',
  approval_request: 'Approval request',
  staff_member: 'Staff member',
  trade: 'Trade',
  merchant: 'Merchant',
  user: 'User',
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;

/** How a client writes each kind of parameter. */
export interface ParamFormatters {
  money: (centavos: number) => string;
  instant: (iso: string) => string;
  number: (value: number) => string;
  record: (kind: RecordKind) => string;
  option: (list: OptionListName, code: string) => string;
}

/** Fills a template's `{{name}}` places with the parameters, each written as its kind (`kinds`, the entry's `params`) says. */
export function fillTemplate(
  template: string, kinds: Readonly<Record<string, ParamKind>>, params: Readonly<Record<string, string | number>>, format: ParamFormatters,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (place, name: string) => {
    const value = params[name];
    if (value === undefined) return place;
    const kind = kinds[name] ?? 'text';
    if (kind === 'money' && typeof value === 'number') return format.money(value);
    if (kind === 'number' && typeof value === 'number') return format.number(value);
    if (kind === 'instant') return format.instant(String(value));
    if (kind === 'record' && Object.hasOwn(RECORD_KINDS, value)) return format.record(value as RecordKind);
    if (kind.startsWith('option:')) return format.option(kind.slice('option:'.length) as OptionListName, String(value));
    return String(value);
  });
}
