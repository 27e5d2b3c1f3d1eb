import { useState, type FormEvent } from 'react';
import { Button, Chip, DialogActions, DialogContent, DialogContentText, List, ListItem, ListItemText } from '@mui/material';
import { users, type BulkResults } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import { ReasonField, reasonIsValid } from '../../components/ReasonField';
import { optionKey } from '../../i18n/options';
import { said } from '../../i18n/said';
import type { BlockAction } from './BlockDialog';
import type { WalletUser } from './wallet-user';
import './list-messages';
import './selected-messages';

export interface SelectedStatusDialogProps {
  chosen: readonly WalletUser[];
  action: BlockAction;
  /** Closed before anything was sent. */
  onClose: () => void;
  /** Closed after the server answered: the list lets go of its chosen rows. */
  onFinished: () => void;
}

/**
 * Blocks or unblocks the rows chosen on a list with one reason. The confirmation lists every
 * account it will change (and says which are already so, and will be refused); once the server has
 * answered, the same dialog says what was done to each, and why any was refused.
 */
export function SelectedStatusDialog({ chosen, action, onClose, onFinished }: SelectedStatusDialogProps) {
  const { t } = useTranslation();
  const [results, setResults] = useState<BulkResults | null>(null);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const mutation = useApiMutation(action === 'block' ? users.blockSelected : users.unblockSelected, { onDone: setResults });
  const unchangedStatus = action === 'block' ? 'blocked' : 'active';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reasonIsValid(reason)) await mutation.send({ ids: chosen.map((user) => user.id), reason: reason.trim() });
  };
  const nameOf = new Map(chosen.map((user) => [user.id, user.name]));

  if (results) {
    return (
      <FormDialog title={t('userSelected.resultsTitle', { done: results.done, refused: results.refused })} pending={false} onClose={onFinished}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText>{t('userSelected.resultsIntro')}</DialogContentText>
          <List dense aria-label={t('userSelected.results')}>
            {results.results.map((result) => (
              <ListItem key={result.id} data-result={result.outcome} disableGutters>
                <Chip size="small" sx={{ mr: 1.5, minWidth: 80 }} color={result.outcome === 'done' ? 'success' : 'error'} label={t(`userSelected.${result.outcome}`)} />
                <ListItemText primary={nameOf.get(result.id) ?? `#${result.id}`} secondary={said(result)} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onFinished} autoFocus>{t('userSelected.close')}</Button>
        </DialogActions>
      </FormDialog>
    );
  }

  return (
    <FormDialog title={t(`userSelected.${action}Title`, { count: chosen.length })} pending={mutation.pending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 1 }}>{t(`userSelected.${action}Intro`)}</DialogContentText>
          <List dense aria-label={t('userSelected.listed')} sx={{ maxHeight: 240, overflowY: 'auto', mb: 2 }}>
            {chosen.map((user) => (
              <ListItem key={user.id} disableGutters>
                <ListItemText
                  primary={user.name}
                  secondary={user.status === unchangedStatus ? t('userSelected.unchanged', { status: t(optionKey('status', user.status)).toLowerCase() }) : undefined}
                />
              </ListItem>
            ))}
          </List>
          <ReasonField autoFocus value={reason} onChange={setReason} help={t('userList.block.reasonHelp')} checked={checked} disabled={mutation.pending} />
        </DialogContent>
        <FormDialogActions
          pending={mutation.pending}
          onCancel={onClose}
          submit={t(`userSelected.${action}`)}
          color={action === 'block' ? 'error' : 'primary'}
        />
      </form>
    </FormDialog>
  );
}
