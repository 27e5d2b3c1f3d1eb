import { regulatory } from '@wallet/contracts';

const { RECEIPT_TYPES, UPLOAD_MAX_BYTES } = regulatory.reports;
export type UploadKind = 'replacement' | 'receipt';
type MonthReport = regulatory.reports.MonthReport;

/** A generation still to finish holds the report's file. */
export const isGenerating = (report: MonthReport) => report.job?.status === 'queued' || report.job?.status === 'running';

/**
 * What a report can take now, as the server allows it: a replacement of a generated or rejected
 * version, a receipt once it has been submitted.
 */
export function uploadKindsFor(report: MonthReport): UploadKind[] {
  const kinds: UploadKind[] = [];
  if (report.version > 0 && (report.status === 'generated' || report.status === 'rejected') && !isGenerating(report)) kinds.push('replacement');
  if (report.status === 'submitted' || report.status === 'accepted' || report.status === 'rejected') kinds.push('receipt');
  return kinds;
}

/** The types each kind takes, as the server checks them; a replacement is always XML. */
const UPLOAD_TYPES: Record<UploadKind, readonly string[]> = {
  replacement: ['application/xml', 'text/xml'],
  receipt: RECEIPT_TYPES,
};

/** What the file input offers: the types, and extensions for systems that name no type. */
export const ACCEPT: Record<UploadKind, string> = {
  replacement: '.xml,application/xml,text/xml',
  receipt: '.pdf,.xml,.txt,application/pdf,application/xml,text/xml,text/plain',
};

const BY_EXTENSION: Record<string, string> = { xml: 'application/xml', pdf: 'application/pdf', txt: 'text/plain' };

/** The type a file is sent as: what the browser says, or what its extension says when the browser says nothing. */
export function uploadType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.split(';')[0]!.trim().toLowerCase();
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

export type UploadProblem =
  | { problem: 'missing' | 'empty' }
  | { problem: 'tooBig'; size: number; max: number }
  | { problem: 'wrongType'; type: string; allowed: readonly string[] };

/** The first reason the server would refuse a file, judged before sending it; null when it may go. */
export function uploadProblem(kind: UploadKind, file: Pick<File, 'name' | 'type' | 'size'> | null): UploadProblem | null {
  if (!file) return { problem: 'missing' };
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > UPLOAD_MAX_BYTES) return { problem: 'tooBig', size: file.size, max: UPLOAD_MAX_BYTES };
  const type = uploadType(file);
  if (!UPLOAD_TYPES[kind].includes(type)) return { problem: 'wrongType', type, allowed: UPLOAD_TYPES[kind] };
  return null;
}
