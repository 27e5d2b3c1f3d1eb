import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText } from '@mui/material';
import { Tooltip } from '../../Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useId } from 'react';
import { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';

export interface ManageViewsDialogProps {
  views: readonly cockpit.SavedView[];
  onOpen: (view: cockpit.SavedView) => void;
  onClose: () => void;
}

/** The member's saved views of the list: each opened, or deleted after a confirmation. */
export function ManageViewsDialog({ views, onOpen, onClose }: ManageViewsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const remove = useConfirmedMutation(cockpit.viewDelete);
  const ask = (view: cockpit.SavedView) => remove.run({ id: view.id }, {
    title: t('listViews.deleteTitle', { name: view.name }),
    message: t('listViews.deleteMessage'),
    destructive: true,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('listViews.manageTitle')}</DialogTitle>
      <DialogContent>
        {views.length === 0 ? t('listViews.none') : (
          <List dense>
            {views.map((view) => (
              <ListItem
                key={view.id}
                disableGutters
                secondaryAction={(
                  <Tooltip title={t('listViews.delete', { name: view.name })}>
                    <IconButton edge="end" aria-label={t('listViews.delete', { name: view.name })} onClick={() => void ask(view)} disabled={remove.pending}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              >
                <ListItemText>
                  <Button aria-label={t('listViews.open', { name: view.name })} onClick={() => onOpen(view)} sx={{ textTransform: 'none' }}>{view.name}</Button>
                </ListItemText>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('listViews.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
