import { useId, useState } from 'react';
import { Divider, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';

export interface ColumnChoice {
  field: string;
  headerName: string;
  shown: boolean;
}

interface ColumnMenuProps {
  headerName: string;
  /** Every column the member may hide or show again, in the list's order. */
  choices: readonly ColumnChoice[];
  /** Shows or hides one column; the last column shown cannot go. */
  onToggle: (field: string) => void;
  field: string;
}

/** A column header's menu: hide this column, or choose which of the list's columns are shown. */
export function ColumnMenu({ headerName, choices, onToggle, field }: ColumnMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shownCount = choices.filter((choice) => choice.shown).length;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        className="column-menu-button"
        aria-label={t('listTable.columnMenu', { column: headerName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {/* Drawn only while open: a list has a menu per column, and each closed one cost its drawing. */}
      {anchor && <Menu id={menuId} anchorEl={anchor} open onClose={close} slotProps={{ list: { dense: true, 'aria-label': t('listTable.columnMenu', { column: headerName }) } }}>
        <MenuItem disabled={shownCount <= 1} onClick={() => { close(); onToggle(field); }}>{t('listTable.hide')}</MenuItem>
        <Divider />
        <ListSubheader>{t('listTable.columns')}</ListSubheader>
        {choices.map((choice) => (
          <MenuItem
            key={choice.field}
            role="menuitemcheckbox"
            aria-checked={choice.shown}
            disabled={choice.shown && shownCount <= 1}
            onClick={() => onToggle(choice.field)}
          >
            <ListItemIcon>{choice.shown && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{choice.headerName}</ListItemText>
          </MenuItem>
        ))}
      </Menu>}
    </>
  );
}
