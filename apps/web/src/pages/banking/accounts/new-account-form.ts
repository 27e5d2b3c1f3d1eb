import { banking, z, type Option } from '@wallet/contracts';
import type { Owner } from '../../../components/OwnerPicker';

/** The fields as typed: the owner and the institution picked (none: ours), the branch and the type ('' until chosen). */
const TYPED = z.object({ owner_id: z.custom<Owner | null>(), ispb: z.custom<Option | null>(), branch: z.string(), account_type: z.string() });

/** The account the typed fields make; a missing owner or type is left out, for the contract to refuse with the rest. */
const typedAccount = ({ owner_id, ispb, branch, account_type }: z.output<typeof TYPED>) => ({
  owner_id: owner_id?.id,
  // None chosen: the server opens it at our own institution.
  ispb: ispb?.code,
  branch,
  account_type: account_type || undefined,
}) as z.input<typeof banking.NewBankAccount>;

/** The new account form: the fields as typed, then the account under the contract's own NewBankAccount. */
export const NEW_ACCOUNT_FORM = z.pipe(TYPED, z.pipe(z.transform(typedAccount), banking.NewBankAccount));
