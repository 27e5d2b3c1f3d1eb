import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { NoBody, Option } from '../common.js';
import {
  AccountStatus, AccountType, Currency, DocType, FreezeStatus, FundsLogKind, KycDocType, KycStatus, LimitsType, PeriodType,
  PixKeyAction, PixKeyStatus, PixKeyType, Target, TradeStatus, TradeType, UserStatus,
} from '../options.js';

/** The fixed lists `/api/v1/selection` answers; the ISPB list comes from the participants table. */
export const FIXED_SELECTION = {
  currency: Currency.options,
  status: UserStatus.options,
  doc_type: DocType.options,
  kyc_doc_type: KycDocType.options,
  kyc_status: KycStatus.options,
  limits_type: LimitsType.options,
  period_type: PeriodType.options,
  target: Target.options,
  trade_type: TradeType.options,
  trade_status: TradeStatus.options,
  pix_key_type: PixKeyType.options,
  pix_key_status: PixKeyStatus.options,
  pix_key_action: PixKeyAction.options,
  account_status: AccountStatus.options,
  account_type: AccountType.options,
  freeze_status: FreezeStatus.options,
  funds_log_kind: FundsLogKind.options,
};

const optionLists = Object.fromEntries(
  [...Object.keys(FIXED_SELECTION), 'ispb'].map((name) => [name, z.array(Option)]),
) as Record<keyof typeof FIXED_SELECTION | 'ispb', z.ZodMiniArray<typeof Option>>;

export const Selection = z.object(optionLists);
export type Selection = z.infer<typeof Selection>;

export const selection = endpoint({
  path: '/api/v1/selection',
  access: 'signed-in',
  summary: 'Every option list the console filters by',
  body: NoBody,
  data: Selection,
});
