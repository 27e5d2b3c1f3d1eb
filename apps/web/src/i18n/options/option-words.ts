import type { OptionCode, OptionListName } from '@wallet/contracts';

/** Words for every code of every option list: the shape each language's option words must have. */
export type OptionWords = { [L in OptionListName]: Record<OptionCode<L>, string> };
