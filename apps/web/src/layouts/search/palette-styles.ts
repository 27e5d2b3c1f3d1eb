import type { SxProps, Theme } from '@mui/material/styles';

/** cmdk draws bare elements, marked with `cmdk-*` attributes: this dresses them as the theme does. */
export const paletteStyles: SxProps<Theme> = (theme) => ({
  '& [cmdk-input]': {
    width: '100%', boxSizing: 'border-box', border: 0, borderBottom: `1px solid ${theme.palette.divider}`,
    px: 3, py: 1.5, font: 'inherit', fontSize: theme.typography.body1.fontSize, color: theme.palette.text.primary,
    background: 'transparent', outline: 'none',
    '&:focus-visible': { borderBottom: `2px solid ${theme.palette.primary.main}` },
  },
  '& [cmdk-list]': { maxHeight: 'min(60vh, 480px)', overflowY: 'auto', px: 1.5, py: 1 },
  '& [cmdk-group-heading]': {
    px: 1.5, pt: 1.5, pb: 0.5, fontSize: theme.typography.overline.fontSize, fontWeight: 600,
    letterSpacing: theme.typography.overline.letterSpacing, textTransform: 'uppercase', color: theme.palette.text.secondary,
  },
  '& [cmdk-item]': {
    display: 'flex', flexDirection: 'column', gap: 0.25, px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer',
    '&[data-selected="true"]': { bgcolor: theme.palette.action.selected, outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .search-title': { fontWeight: 500, overflowWrap: 'anywhere' },
  '& .search-note': { px: 1.5, py: 2, color: theme.palette.text.secondary },
});
