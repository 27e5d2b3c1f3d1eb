import { regulatory } from '@wallet/contracts';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContractTextField, type ContractTextFieldProps } from '../../../components/form/ContractTextField';

/** The contract's rule for report details and analysis details: 3 to 2000 characters, trimmed. */
const DETAILS = regulatory.infractions.create.body.shape.details;
const DETAILS_MIN = DETAILS._zod.bag.minimum ?? 3;
const DETAILS_MAX = DETAILS._zod.bag.maximum ?? 2000;

const length = (value: unknown) => (typeof value === 'string' ? value.trim().length : 0);

export type DetailsFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = Omit<ContractTextFieldProps<T, N, O>, 'help' | 'problemOf' | 'problemNow'> & {
  /** What the text is for, shown under the field with a character counter. */
  help: string;
};

/** Free text for the DICT, a field of a contract form, with a counter of the characters typed; too long is said at once. */
export function DetailsField<T extends FieldValues, N extends FieldPath<T>, O = T>({ control, name, help, ...field }: DetailsFieldProps<T, N, O>) {
  const { t } = useTranslation();
  const counter = ` (${length(useWatch({ control, name }))}/${DETAILS_MAX})`;
  const words = (problem: 'tooShort' | 'tooLong') => t(`infractions.details.${problem}`, { min: DETAILS_MIN, max: DETAILS_MAX }) + counter;
  return (
    <ContractTextField
      required
      multiline
      minRows={3}
      maxRows={10}
      slotProps={{ htmlInput: { maxLength: DETAILS_MAX + 100 } }}
      {...field}
      control={control}
      name={name}
      help={help + counter}
      problemOf={(_name, error) => words(error.type === 'too_big' ? 'tooLong' : 'tooShort')}
      problemNow={(value) => (length(value) > DETAILS_MAX ? words('tooLong') : null)}
    />
  );
}
