import { Box, IconButton, Stack } from '@mui/material';
import { Tooltip } from './Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../notify/toast';

export interface CopyableTextProps {
  value: string;
  /** Already translated: what the copy button copies, e.g. "Copy the key ana@example.com". */
  copyLabel: string;
}

/** An identifier in monospace, so that look-alike characters differ, with a button that copies it. */
export function CopyableText({ value, copyLabel }: CopyableTextProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Box component="span" title={value} sx={{ fontFamily: 'monospace', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
      <Tooltip title={t('clipboard.copy')}>
        <IconButton size="small" aria-label={copyLabel} onClick={() => void copyToClipboard(value)}>
          <ContentCopy fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
