import { Chip } from '@mui/material';
import type { OptionCode } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { optionKey } from '../i18n/options';
import { OPTION_COLOURS, type ColouredList, type OptionLook } from '../i18n/options/option-colours';

export interface OptionChipProps<L extends ColouredList> {
  list: L;
  /** The option shown; null for a value not set yet (a customer who never sent a KYC check). */
  code: OptionCode<L> | null;
  /** The words of a value not set; without them a null code shows nothing. */
  none?: string;
  /** Shorter words for a narrow cell; the option's own words then show on hover. */
  label?: string;
}

/**
 * One option of the contracts' lists as a small chip: its words in the member's language and its
 * colour from `OPTION_COLOURS`. `data-option` and `data-code` name what it shows, for tests and
 * for readers of the page's markup alike.
 */
export function OptionChip<L extends ColouredList>({ list, code, none, label }: OptionChipProps<L>) {
  const { t } = useTranslation();
  if (code === null) return none === undefined ? null : <Chip size="small" variant="outlined" label={none} data-option={list} />;
  const look: OptionLook = (OPTION_COLOURS[list] as Record<string, OptionLook>)[code]!;
  const [variant, color] = typeof look === 'string' ? (['outlined', look] as const) : (['filled', look.filled] as const);
  const words = t(optionKey(list, code));
  return <Chip size="small" variant={variant} color={color} label={label ?? words} title={label === undefined ? undefined : words} data-option={list} data-code={code} />;
}
