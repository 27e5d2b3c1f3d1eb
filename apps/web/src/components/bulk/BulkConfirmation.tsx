import { useState } from 'react';
import { Button, Chip, DialogActions, DialogContent, DialogContentText, List, ListItem, ListItemText, type ButtonProps } from '@mui/material';
import { Reason, z, type BulkResults } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { said } from '../../i18n/said';
import { FormDialog, FormDialogForm } from '../FormDialog';
import { ContractReasonField } from '../form/ContractReasonField';
import { useContractForm } from '../form/useContractForm';

/** A chosen row as the confirmation lists it, with a note when the action will refuse it. */
interface BulkRow {
  id: number;
  label: string;
  note?: string | undefined;
}

export interface BulkConfirmationProps {
  rows: readonly BulkRow[];
  /** Already translated: what the action does, its intro and its button. */
  title: string;
  intro: string;
  submit: string;
  color?: ButtonProps['color'];
  /** What the reason is kept for; absent, the action takes no reason. */
  reasonHelp?: string;
  /** Sends the action for every row (through `useApiMutation`); null when it was refused whole. */
  send: (reason: string) => Promise<BulkResults | null>;
  pending: boolean;
  /** Closed before anything was sent. */
  onClose: () => void;
  /** Closed after the server answered: the list lets go of its chosen rows. */
  onFinished: () => void;
}

/** The reason every row's action keeps: the rule of each single action's reason. */
const REASON_FORM = z.object({ reason: Reason });
/** An action that takes no reason sends an empty one. */
const NO_REASON_FORM = z.object({ reason: z.string() });

/**
 * A bulk action's one confirmation and its outcome: the confirmation lists every row it will change
 * (with a note on any it will refuse) and takes the reason; once the server has answered, the same
 * dialog says what was done to each row and why any was refused.
 */
export function BulkConfirmation({ rows, title, intro, submit, color = 'primary', reasonHelp, send, pending, onClose, onFinished }: BulkConfirmationProps) {
  const { t } = useTranslation();
  const [results, setResults] = useState<BulkResults | null>(null);
  const needsReason = reasonHelp !== undefined;
  const form = useContractForm(needsReason ? REASON_FORM : NO_REASON_FORM, { reason: '' });
  const confirm = form.handleSubmit(async ({ reason }) => setResults(await send(reason)));
  const labelOf = new Map(rows.map((row) => [row.id, row.label]));

  if (results) {
    return (
      <FormDialog title={t('bulk.resultsTitle', { done: results.done, refused: results.refused })} pending={false} onClose={onFinished}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText>{t('bulk.resultsIntro')}</DialogContentText>
          <List dense aria-label={t('bulk.results')}>
            {results.results.map((result) => (
              <ListItem key={result.id} data-result={result.outcome} disableGutters>
                <Chip size="small" sx={{ mr: 1.5, minWidth: 80 }} color={result.outcome === 'done' ? 'success' : 'error'} label={t(`bulk.${result.outcome}`)} />
                <ListItemText primary={labelOf.get(result.id) ?? `#${result.id}`} secondary={said(result)} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onFinished} autoFocus>{t('bulk.close')}</Button>
        </DialogActions>
      </FormDialog>
    );
  }

  return (
    <FormDialog title={title} pending={pending} onClose={onClose}>
      <FormDialogForm onSubmit={(event) => void confirm(event)} intro={intro} pending={pending} onCancel={onClose} submit={submit} color={color}>
        <List dense aria-label={t('bulk.listed')} sx={{ maxHeight: 240, overflowY: 'auto' }}>
          {rows.map((row) => (
            <ListItem key={row.id} disableGutters>
              <ListItemText primary={row.label} secondary={row.note} />
            </ListItem>
          ))}
        </List>
        {needsReason && <ContractReasonField control={form.control} name="reason" autoFocus help={reasonHelp} />}
      </FormDialogForm>
    </FormDialog>
  );
}
