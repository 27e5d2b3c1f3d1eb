import { useState, type FormEvent } from 'react';
import { Badge, Button, MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ALL, type Option } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSelection } from '../../api/hooks';
import { ReaisField } from '../ReaisField';
import { DateRangeFilter } from './DateRangeFilter';
import { filterCentavos, type DateRangeFilterSpec, type FilterSpec, type FilterValues, type MoneyFilterSpec, type MonthRangeFilterSpec, type SelectFilterSpec } from './list-state';
import { isOptionList } from '../../i18n/options';

export interface FilterBarProps {
  filters: readonly FilterSpec[];
  /** The values shown, by body field name. */
  values: FilterValues;
  /** One or more body fields changed at once (a range changes both of its ends). */
  onChange: (changes: FilterValues) => void;
  /** Enter in a field, or Search. */
  onApply: () => void;
  onReset: () => void;
}

const FIELD_WIDTH = 200;
/** The height of a small field, so that the buttons line up with fields that carry a hint beneath. */
const FIELD_HEIGHT = 40;

/** How many filters hold a value: a field typed in, a choice other than All. */
const filtersSet = (filters: readonly FilterSpec[], values: FilterValues) => filters.filter((spec) => {
  const fields = spec.kind === 'dateRange' || spec.kind === 'monthRange' ? [spec.startField, spec.endField] : [spec.name];
  return fields.some((field) => (values[field] ?? '') !== '' && values[field] !== ALL);
}).length;

/**
 * The filters above a list, laid out in a wrapping row, with Search and Reset at the end. On a
 * phone they fold behind one button that says how many are set, so that the rows show first.
 */
export function FilterBar({ filters, values, onChange, onApply, onReset }: FilterBarProps) {
  const { t } = useTranslation();
  // After a Search, a field the list cannot read says so at once.
  const [submitted, setSubmitted] = useState(false);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    onApply();
  };
  if (narrow && !unfolded) {
    return (
      <Button variant="outlined" aria-expanded={false} onClick={() => setUnfolded(true)} sx={{ alignSelf: 'flex-start' }}
        startIcon={<Badge color="primary" badgeContent={filtersSet(filters, values)}><FilterListIcon /></Badge>}>
        {t('list.showFilters')}
      </Button>
    );
  }
  return (
    <Stack component="form" role="search" direction="row" useFlexGap spacing={2} onSubmit={submit} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {filters.map((spec) => (
        <FilterField key={spec.name} spec={spec} values={values} onChange={onChange} submitted={submitted} />
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: FIELD_HEIGHT }}>
        <Button type="submit" variant="contained">{t('list.search')}</Button>
        <Button type="button" variant="outlined" color="secondary" onClick={onReset}>{t('list.reset')}</Button>
        {narrow && <Button type="button" aria-expanded onClick={() => setUnfolded(false)}>{t('list.hideFilters')}</Button>}
      </Stack>
    </Stack>
  );
}

interface FieldProps<Spec extends FilterSpec> {
  spec: Spec;
  values: FilterValues;
  onChange: FilterBarProps['onChange'];
}

function FilterField({ spec, values, onChange, submitted }: FieldProps<FilterSpec> & { submitted: boolean }) {
  switch (spec.kind) {
    case 'select':
      return typeof spec.options === 'string'
        ? <SelectionListFilter spec={spec} list={spec.options} values={values} onChange={onChange} />
        : <SelectFilter spec={spec} options={spec.options} values={values} onChange={onChange} />;
    case 'text':
      return (
        <TextField
          name={spec.name}
          label={spec.label}
          size="small"
          value={values[spec.name] ?? ''}
          onChange={(event) => onChange({ [spec.name]: event.target.value })}
          helperText={spec.hint}
          sx={{ width: FIELD_WIDTH }}
        />
      );
    case 'dateRange':
    case 'monthRange':
      return <RangeFilter spec={spec} values={values} onChange={onChange} />;
    case 'money':
      return <MoneyFilter spec={spec} values={values} onChange={onChange} submitted={submitted} />;
  }
}

/** Reais as people type them; the list sends centavos, and holds back text that is no amount. */
function MoneyFilter({ spec, values, onChange, submitted }: FieldProps<MoneyFilterSpec> & { submitted: boolean }) {
  const { t } = useTranslation();
  const value = values[spec.name] ?? '';
  const problem = value.trim() !== '' && filterCentavos(value) === null ? 'invalid' : null;
  return (
    <ReaisField
      label={spec.label}
      value={value}
      onChange={(text) => onChange({ [spec.name]: text })}
      problem={problem}
      urgent={false}
      checked={submitted}
      describe={(shown) => (shown ? t('list.amountInvalid') : (spec.hint ?? ''))}
      required={false}
      width={FIELD_WIDTH}
      size="small"
    />
  );
}

/** A select over one of the `/api/v1/selection` lists; a separate component so only such lists fetch them. */
/** A `selection` list's options, worded in the member's language (the ISPB participants keep their registered names). */
function SelectionListFilter({ list, ...props }: FieldProps<SelectFilterSpec> & { list: string }) {
  const { t } = useTranslation();
  const selection = useSelection();
  const listed = (selection.data as Record<string, readonly Option[]> | undefined)?.[list] ?? [];
  const options = isOptionList(list) ? listed.map(({ code, name }) => ({ code, name: t(`option.${list}.${code}`, { defaultValue: name }) })) : listed;
  return <SelectFilter {...props} options={options} />;
}

function SelectFilter({ spec, options, values, onChange }: FieldProps<SelectFilterSpec> & { options: readonly Option[] }) {
  const { t } = useTranslation();
  const choices = spec.withAll === false ? options : [{ code: ALL, name: t('list.all') }, ...options];
  const value = values[spec.name] ?? ALL;
  // Until its options arrive (or without "All"), the value may match none: show it empty, not as an MUI warning.
  const shown = choices.some((option) => option.code === value) ? value : '';
  return (
    <TextField
      select
      name={spec.name}
      label={spec.label}
      size="small"
      value={shown}
      onChange={(event) => onChange({ [spec.name]: event.target.value })}
      helperText={spec.hint}
      sx={{ width: FIELD_WIDTH }}
    >
      {choices.map((option) => (
        <MenuItem key={option.code} value={option.code}>{option.name}</MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Two day (or month) fields on the date pickers: typed text counts only as a real day in the
 * spec's format, a range needs both ends (or neither), start no later than end. Until then the
 * field says what is wrong and the list keeps its last range.
 */
function RangeFilter({ spec, values, onChange }: FieldProps<DateRangeFilterSpec | MonthRangeFilterSpec>) {
  return (
    <DateRangeFilter
      unit={spec.kind === 'monthRange' ? 'month' : 'day'}
      label={spec.label}
      hint={spec.hint}
      names={{ start: spec.startField, end: spec.endField }}
      size="small"
      value={{ start: values[spec.startField] || null, end: values[spec.endField] || null }}
      onChange={(range) => onChange({ [spec.startField]: range.start ?? '', [spec.endField]: range.end ?? '' })}
    />
  );
}
