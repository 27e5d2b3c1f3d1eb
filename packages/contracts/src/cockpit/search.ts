import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, Instant } from '../common.js';
import { DocType, PixKeyStatus, PixKeyType, TradeStatus, TradeType, UserKind, UserStatus } from '../options.js';
import type { Permission } from '../permissions.js';

/** The longest text the search box sends; longer text is no identifier and no name. */
export const SEARCH_MAX_LENGTH = 100;
/** Hits of each kind, best first: the box jumps to a record, it is not a list. */
export const SEARCH_HITS_PER_KIND = 5;

const Customer = z.object({
  kind: z.literal('customer'),
  id: z.int(),
  user_kind: UserKind.schema,
  name: z.string(),
  doc_type: DocType.schema,
  doc_number: z.string(),
  status: UserStatus.schema,
});

const Account = z.object({
  kind: z.literal('account'),
  id: z.int(),
  branch: z.string(),
  account_number: z.string(),
  owner_name: z.string(),
});

const Trade = z.object({
  kind: z.literal('trade'),
  id: z.int(),
  trade_no: z.string(),
  end_to_end_id: z.string(),
  trade_type: TradeType.schema,
  status: TradeStatus.schema,
  amount: Amount,
  created_at: Instant,
});

const Key = z.object({
  kind: z.literal('pix_key'),
  id: z.int(),
  key_type: PixKeyType.schema,
  key_value: z.string(),
  status: PixKeyStatus.schema,
  owner_name: z.string(),
});

export const SearchHit = z.discriminatedUnion('kind', [Customer, Account, Trade, Key]);
export type SearchHit = z.infer<typeof SearchHit>;
export type SearchKind = SearchHit['kind'];

/** What a member must hold to find records of each kind; the others are not searched for them. */
export const SEARCH_ACCESS: Record<SearchKind, Permission> = {
  customer: 'users.view',
  account: 'bank_accounts.view',
  trade: 'trades.view',
  pix_key: 'pix_keys.view',
};

export const search = endpoint({
  path: '/api/v1/search',
  access: 'signed-in',
  summary: 'The search box: a CPF or CNPJ with or without punctuation, a name, an e-mail, a phone, a Pix key, an end-to-end id in any case, a trade number or an account number, answered as the records it names, grouped by kind, of the kinds the member may see',
  body: z.strictObject({ q: z.string().check(
    z.trim(),
    z.minLength(1, 'is required'),
    z.maxLength(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`),
  ) }),
  data: z.object({ hits: z.array(SearchHit) }),
});
