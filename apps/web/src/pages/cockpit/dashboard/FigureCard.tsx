import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { FigureText } from './figure-values';

/** Every card has this height, so that new figures arriving every 30 s never move the page. */
export const FIGURE_CARD_HEIGHT = 168;

/** The cards of a group: as many columns as fit, each at least 220 px wide. */
export const FIGURE_GRID_SX = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 } as const;

const TWO_LINES = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

interface Props {
  id: string;
  /** Already translated. */
  title: string;
  text: FigureText;
  /** The filtered list behind the figure, when there is one the member may open. */
  to: string | undefined;
}

/** One figure of the day: its name, the figure, a line under it; the whole card opens its list. */
export function FigureCard({ id, title, text, to }: Props) {
  const body = (
    <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 0.5, boxSizing: 'border-box' }}>
      <Typography variant="body2" color="text.secondary" component="h3" noWrap>{title}</Typography>
      <Typography variant="h4" component="p" noWrap sx={{ fontVariantNumeric: 'tabular-nums' }} data-figure-value>{text.value}</Typography>
      <Typography variant="body2" noWrap>{text.detail}</Typography>
      {text.note && <Typography variant="caption" color="text.secondary" sx={TWO_LINES} data-figure-note>{text.note}</Typography>}
    </CardContent>
  );
  return (
    <Card data-figure={id} sx={{ height: FIGURE_CARD_HEIGHT }}>
      {to ? <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>{body}</CardActionArea> : body}
    </Card>
  );
}
