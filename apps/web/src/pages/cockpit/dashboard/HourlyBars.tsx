import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { axisTicks } from './axis-ticks';

interface Props {
  hourly: cockpit.DashboardFigures['hourly'];
  height: number;
  count: (value: number | null) => string;
  hourLabel: (hour: number) => string;
}

/** The legend's line and the hours' line under the bars, in pixels. */
const LEGEND_HEIGHT = 28;
const HOURS_HEIGHT = 22;
/** Every how many hours the axis names one. */
const HOUR_EVERY = 3;
/** The share of an hour's width its two bars take, side by side. */
const BARS_SHARE = 0.8;

/**
 * The bars of Pix per hour, today's beside last week's, drawn as SVG: the chart is a picture of the
 * table beside it (its box is an image with the summary as its name), so it needs no chart library.
 * The counts' axis is HTML, beside the plot, which takes the rest of the width in percentages; each
 * hour tells its figures when pointed at.
 */
export function HourlyBars({ hourly, height, count, hourLabel }: Props) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const series = [
    { key: 'today', label: t('dashboard.chart.today'), color: palette.primary.main },
    { key: 'last_week', label: t('dashboard.chart.lastWeek'), color: palette.grey[500] },
  ] as const;
  const ticks = axisTicks(Math.max(...hourly.flatMap((row) => [row.today, row.last_week])));
  const top = ticks.at(-1)!;
  const plot = height - LEGEND_HEIGHT - HOURS_HEIGHT;
  const y = (value: number) => plot - (value / top) * plot;
  const slot = 100 / hourly.length;
  const bar = (slot * BARS_SHARE) / series.length;
  const percent = (value: number) => `${value}%`;
  return (
    <Box sx={{ height, display: 'grid', gridTemplateColumns: 'auto 1fr', gridTemplateRows: `${LEGEND_HEIGHT}px ${plot}px ${HOURS_HEIGHT}px`, columnGap: 1 }}>
      <Box sx={{ gridColumn: '1 / 3', display: 'flex', justifyContent: 'center', gap: 2 }}>
        {series.map(({ key, label, color }) => (
          <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
            <Typography variant="caption">{label}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ position: 'relative', minWidth: 32 }}>
        {ticks.map((tick) => (
          <Typography key={tick} variant="caption" color="text.secondary" sx={{ position: 'absolute', right: 0, top: y(tick), transform: 'translateY(-50%)', lineHeight: 1 }}>
            {count(tick)}
          </Typography>
        ))}
      </Box>
      <svg width="100%" height={plot} style={{ display: 'block', overflow: 'visible' }}>
        {ticks.map((tick) => <line key={tick} x1="0" x2="100%" y1={y(tick)} y2={y(tick)} stroke={palette.divider} />)}
        {hourly.map((row, index) => (
          <g key={row.hour} data-hour={row.hour}>
            <title>{`${hourLabel(row.hour)}: ${series.map(({ key, label }) => `${label} ${count(row[key])}`).join(', ')}`}</title>
            <rect x={percent(index * slot)} width={percent(slot)} y={0} height={plot} fill="transparent" />
            {series.map(({ key, color }, place) => (
              <rect
                key={key} data-series={key} fill={color} rx={2}
                x={percent(index * slot + (slot * (1 - BARS_SHARE)) / 2 + place * bar)} width={percent(bar)}
                y={y(row[key])} height={plot - y(row[key])}
              />
            ))}
          </g>
        ))}
      </svg>
      <Box sx={{ gridColumn: 2, position: 'relative' }}>
        {hourly.map((row, index) => row.hour % HOUR_EVERY === 0 && (
          <Typography
            key={row.hour} variant="caption" color="text.secondary"
            sx={{ position: 'absolute', left: percent((index + 0.5) * slot), transform: 'translateX(-50%)', top: 4, lineHeight: 1 }}
          >
            {hourLabel(row.hour)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
