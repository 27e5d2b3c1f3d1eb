import { Suspense, useState } from 'react';
import { alpha, Box, Card, CardContent, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatInstant } from '../../../format/datetime';
import { lazyNamed } from '../../../components/lazy-named';
import { EmptyMapFrame } from './map-frame';
import { formatMeasure, MEASURES, shade, valueOf, type Measure } from './measures';
import { StateTable } from './StateTable';

type Days = (typeof cockpit.MAP_PERIODS)[number];

// The states' outline is nine tenths of the page's own code: it loads once the figures are in, in
// an empty frame of its size, beside the table that says the same.
const BrazilMap = lazyNamed(() => import('./BrazilMap'), 'BrazilMap');

/** Customers, Pix and fraud reports by state: a map coloured by the figure chosen, its legend, and the table of every state. */
export default function MapPage() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<Days>(30);
  const [measure, setMeasure] = useState<Measure>('pix_value');
  const query = useApiQuery(cockpit.mapFigures, { days });
  const data = query.data;
  const measureName = t(`stateMap.measures.${measure}`);
  const range = data && { from: formatInstant(`${data.from}T12:00:00Z`, 'date'), to: formatInstant(`${data.to}T12:00:00Z`, 'date') };
  const max = data ? Math.max(0, ...data.states.map((state) => valueOf(state, measure))) : 0;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">{t('screens.state-map')}</Typography>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <ToggleButtonGroup size="small" exclusive value={days} onChange={(_event, chosen: Days | null) => chosen && setDays(chosen)} aria-label={t('stateMap.period')}>
          {cockpit.MAP_PERIODS.map((period) => <ToggleButton key={period} value={period}>{t(`stateMap.periods.${period}`)}</ToggleButton>)}
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={measure} onChange={(_event, chosen: Measure | null) => chosen && setMeasure(chosen)} aria-label={t('stateMap.measure')}>
          {MEASURES.map((option) => <ToggleButton key={option} value={option}>{t(`stateMap.measures.${option}`)}</ToggleButton>)}
        </ToggleButtonGroup>
      </Stack>
      {query.isPending && <CircularProgress size={24} aria-label={t('stateMap.loading')} />}
      {!query.isPending && !data && <RetryAlert retryLabel={t('stateMap.retry')} onRetry={() => void query.refetch()}>{t('stateMap.failed')}</RetryAlert>}
      {data && range && (
        <>
          <Typography color="text.secondary">{t('stateMap.between', range)}</Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }, alignItems: 'start' }}>
            <Card>
              <CardContent>
                <Suspense fallback={<EmptyMapFrame />}>
                  <BrazilMap states={data.states} measure={measure} label={t('stateMap.map', { measure: measureName, ...range })} />
                </Suspense>
                <Legend max={max} label={t('stateMap.legend', { min: formatMeasure(measure, 0, i18n.language), max: formatMeasure(measure, max, i18n.language) })} />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <StateTable states={data.states} measure={measure} label={t('stateMap.table', { measure: measureName })} />
                {data.customers_without_state > 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{t('stateMap.withoutState', { count: data.customers_without_state })}</Typography>
                )}
              </CardContent>
            </Card>
          </Box>
        </>
      )}
    </Stack>
  );
}

/** The colours from none to the largest figure, with both ends written out. */
function Legend({ max, label }: { max: number; label: string }) {
  return (
    <Stack spacing={0.5} sx={{ mt: 2 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          height: 10, borderRadius: 1,
          background: `linear-gradient(to right, ${theme.palette.action.disabledBackground}, ${alpha(theme.palette.primary.main, shade(1, 1))})`,
        })}
      />
      <Typography variant="caption" color="text.secondary" data-max={max}>{label}</Typography>
    </Stack>
  );
}
