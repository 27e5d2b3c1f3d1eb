import { useId, useRef, useState } from 'react';
import { Button, ButtonGroup, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import { cockpit, type BodyOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiMutation } from '../../../api/useApiMutation';
import { userTimeZone } from '../../../format/datetime';
import { goTradeDownload } from '../../../router/navigation';
import { exportBody, type FilterSpec, type ListBodyOptions } from '../list-state';

interface ExportButtonProps extends ListBodyOptions {
  /** The list's call, as the export names it. */
  list: string;
  filters: readonly FilterSpec[];
}

/**
 * Export: a CSV of every row the applied filters select, in the list's order and the member's
 * time zone, or an XLSX from the arrow beside it. The file is written in the background; the
 * trade downloads page, opened once it is queued, shows its progress and offers it.
 */
export function ExportButton({ list, filters, sortable, fixedBody }: ExportButtonProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const arrow = useRef<HTMLButtonElement>(null);
  const [choosing, setChoosing] = useState(false);
  const menuId = useId();
  // The client toasts the server's confirmation, or its refusal (and then the list stays).
  const queue = useApiMutation(cockpit.exportList, { onDone: () => void goTradeDownload(navigate) });
  const exportAs = (format: cockpit.ExportFormat) => {
    setChoosing(false);
    const body = { list, format, filters: exportBody(params, filters, { sortable, ...(fixedBody && { fixedBody }) }), time_zone: userTimeZone() };
    void queue.send(body as BodyOf<typeof cockpit.exportList>);
  };
  return (
    <>
      <ButtonGroup size="small" variant="outlined" aria-label={t('listExport.button')}>
        <Button startIcon={<DownloadIcon />} loading={queue.pending} onClick={() => exportAs('csv')}>{t('listExport.button')}</Button>
        <Button
          ref={arrow}
          aria-label={t('listExport.formats')}
          aria-haspopup="menu"
          aria-controls={choosing ? menuId : undefined}
          aria-expanded={choosing ? 'true' : undefined}
          disabled={queue.pending}
          onClick={() => setChoosing(true)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={arrow.current} open={choosing} onClose={() => setChoosing(false)} slotProps={{ list: { 'aria-label': t('listExport.menu'), dense: true } }}>
        {cockpit.ExportFormat.options.map((format) => (
          <MenuItem key={format} onClick={() => exportAs(format)}>{t(`listExport.${format}`)}</MenuItem>
        ))}
      </Menu>
    </>
  );
}
