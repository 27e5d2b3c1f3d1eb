import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { filterOf, Instant, listData, Paging, Reason, RowId } from '../common.js';
import { FraudKind, FraudMarkerStatus, FraudTarget, PixKeyType } from '../options.js';
import { isValidCnpj, isValidCpf, normaliseDocument } from '../documents.js';
import { NOT_A_PIX_KEY, pixKeyTypeOf } from './key-shape.js';

export const FraudMarker = z.object({
  id: z.int(),
  /** The marker's id at the DICT. */
  dict_id: z.string(),
  kind: FraudKind.schema,
  target: FraudTarget.schema,
  /** The marked person's CPF or CNPJ (a person marker). */
  document: z.nullable(z.string()),
  /** The marked key (a key marker). */
  key_value: z.nullable(z.string()),
  /** Our customer the marker names, when it names one. */
  customer_id: z.nullable(z.int()),
  customer_name: z.nullable(z.string()),
  customer_kind: z.nullable(z.enum(['user', 'merchant'])),
  /** The MED case whose confirmed fraud it records. */
  case_id: z.nullable(z.int()),
  status: FraudMarkerStatus.schema,
  note: z.string(),
  created_by: z.string(),
  created_at: Instant,
  cancelled_by: z.nullable(z.string()),
  cancelled_at: z.nullable(Instant),
  cancel_reason: z.nullable(z.string()),
});
export type FraudMarker = z.infer<typeof FraudMarker>;

/** How often something happened over the DICT's three windows: 3 days, 30 days, 6 months. */
const Windows = z.object({ d3: z.int(), d30: z.int(), m6: z.int() });
const Counters = z.object({ settlements: Windows, reported_frauds: Windows, confirmed_frauds: Windows, rejected: Windows });

/** The DICT's fraud statistics of a key: counters by key and by owner, and the active fraud markers on each. */
export const FraudStatistics = z.object({
  key: Counters,
  owner: Counters,
  markers: z.object({ key: z.int(), owner: z.int() }),
});
export type FraudStatistics = z.infer<typeof FraudStatistics>;

/** Whether the statistics show an active fraud marker on the key or its owner. */
export const isMarked = (statistics: Pick<FraudStatistics, 'markers'>) => statistics.markers.key + statistics.markers.owner > 0;

/** A marker's subject: a valid CPF or CNPJ for a person, a key as the DICT stores it for a key. */
const Subject = z.discriminatedUnion('target', [
  z.strictObject({
    target: z.literal('person'),
    value: z.pipe(z.string().check(z.maxLength(30)), z.transform(normaliseDocument)).check(z.refine((d) => isValidCpf(d) || isValidCnpj(d), 'is not a valid CPF or CNPJ')),
  }),
  z.strictObject({
    target: z.literal('key'),
    value: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100), z.refine((key) => pixKeyTypeOf(key) !== null, NOT_A_PIX_KEY)),
  }),
]);

export const list = endpoint({
  path: '/api/v1/fraud-markers/list',
  access: 'fraud.view',
  exportable: true,
  summary: 'Fraud markers we set at the DICT, newest first, filtered and paged',
  body: z.strictObject({
    ...Paging,
    status: filterOf(FraudMarkerStatus.schema),
    kind: filterOf(FraudKind.schema),
    target: filterOf(FraudTarget.schema),
    /** A document, a key or part of the customer's name. */
    keyword: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    case_id: z.optional(RowId),
    customer_id: z.optional(RowId),
  }),
  data: listData(FraudMarker),
});

export const create = endpoint({
  path: '/api/v1/fraud-markers/create',
  access: 'fraud.manage',
  mutation: true,
  summary: 'Mark a person or a key for fraud at the DICT after a confirmed infraction, from its MED case when there is one',
  body: z.strictObject({
    kind: FraudKind.schema,
    subject: Subject,
    case_id: z.optional(RowId),
    note: Reason,
  }),
  data: FraudMarker,
});

export const cancel = endpoint({
  path: '/api/v1/fraud-markers/cancel',
  access: 'fraud.manage',
  mutation: true,
  summary: 'Cancel a fraud marker we set, with the reason: its restrictions are lifted',
  body: z.strictObject({ id: RowId, reason: Reason }),
  data: FraudMarker,
});

/** A customer's fraud picture for the customer 360: our markers on them and the DICT's statistics of their keys. */
export const ofCustomer = endpoint({
  path: '/api/v1/fraud-markers/customer',
  access: 'fraud.view',
  summary: "A customer's fraud markers (on their document or keys) and the DICT's fraud statistics of each live key",
  body: z.strictObject({ user_id: RowId }),
  data: z.object({
    markers: z.array(FraudMarker),
    keys: z.array(z.object({ key_id: z.int(), key_type: PixKeyType.schema, key_value: z.string(), statistics: FraudStatistics })),
  }),
});

/** A key as the DICT shows it to any participant: the owner's name, a masked document, the institution. */
export const KeyLookup = z.object({
  key_type: PixKeyType.schema,
  key_value: z.string(),
  owner_name: z.string(),
  /** The CPF's middle six digits (`***.456.789-**`) or the whole CNPJ, as the DICT shows them. */
  owner_document: z.string(),
  owner_type: z.enum(['NATURAL_PERSON', 'LEGAL_PERSON']),
  ispb: z.string(),
  institution_name: z.nullable(z.string()),
  branch: z.string(),
  account_number: z.string(),
  key_created_at: Instant,
  /** Our key: `key_id` leads to it. */
  ours: z.boolean(),
  key_id: z.nullable(z.int()),
  statistics: FraudStatistics,
});
export type KeyLookup = z.infer<typeof KeyLookup>;

/** What a look-up's payer that is no CPF or CNPJ is told. */
export const NOT_A_PAYER_DOCUMENT = 'is not a valid CPF (11 digits) or CNPJ (14 digits)';

export type LookupBody = z.infer<typeof lookup.body>;

export const lookup = endpoint({
  path: '/api/v1/pix-keys/lookup',
  access: 'pix_keys.lookup',
  // A read of personal data at the DICT: audited like a change, with who looked and what they saw.
  mutation: true,
  summary: "Look a key up at the DICT: its owner as the DICT shows them, the institution and the key's fraud statistics (audited)",
  body: z.strictObject({
    key: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100)),
    /**
     * Who is to pay the key (a CPF or CNPJ, punctuation allowed): the DICT counts the look-up
     * against their anti-scan bucket. None: the institution itself (its head office's CNPJ).
     */
    payer_document: z.optional(z.string().check(z.trim(), z.maxLength(18), z.regex(/^$|^[\d.\-/\s]+$/, 'is a CPF or CNPJ'))),
  }),
  data: KeyLookup,
});

/** `12345678909` → `***.456.789-**`; a CNPJ is shown whole, as the DICT does. */
export function maskDocument(document: string): string {
  if (document.length !== 11) return document;
  return `***.${document.slice(3, 6)}.${document.slice(6, 9)}-**`;
}

/**
 * The marker a MED case suggests: the person who received the contested Pix (the payee, ours or at
 * another participant), as a mule account when the trace shows the money moved on from their
 * account, as a scammer's account otherwise. Staff may change either before it is set.
 */
export function markerFromCase(trade: { payee: { document: string } }, trace: readonly { depth: number }[]) {
  const movedOn = trace.some((hop) => hop.depth > 1);
  return { kind: movedOn ? 'MULE_ACCOUNT' : 'SCAMMER_ACCOUNT', subject: { target: 'person', value: trade.payee.document } } as const;
}
