import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../notify/toast';
import './messages';

/** A Pix key as the DICT stores it, in monospace so that look-alike characters differ, with a copy button. */
export function PixKeyValue({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Box component="span" title={value} sx={{ fontFamily: 'monospace', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
      <Tooltip title={t('pix.copy')}>
        <IconButton size="small" aria-label={t('pix.copyKey', { key: value })} onClick={() => void copyToClipboard(value)}>
          <ContentCopy fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
