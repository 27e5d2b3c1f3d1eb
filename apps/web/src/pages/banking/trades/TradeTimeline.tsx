import { Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { DetailSection } from '../../../components/DetailSection';
import { StatedText } from '../../../components/StatedText';
import { optionKey } from '../../../i18n/options';

/** The statuses the trade went through, oldest first, each with its time; a failure says why. */
export function TradeTimeline({ trade }: { trade: trades.TradeDetail }) {
  const { t } = useTranslation();
  // Oldest first whatever order they come in; the sort is stable for steps at the same instant.
  const steps = [...trade.timeline].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <DetailSection title={t('trades.detail.timeline')}>
      <Stepper component="ol" orientation="vertical" activeStep={steps.length} sx={{ m: 0, p: 0 }}>
        {steps.map((step, index) => (
          <Step component="li" key={`${step.status}-${index}`} completed data-status={step.status}>
            <StepLabel error={step.status === 'failed'} optional={<StepDetail at={step.at} reason={step.status === 'failed' ? trade.failure_reason : null} />}>
              {t(optionKey('trade_status', step.status))}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </DetailSection>
  );
}

function StepDetail({ at, reason }: { at: string; reason: trades.TradeDetail['failure_reason'] }) {
  return (
    <Stack component="span">
      <Typography variant="caption" component="span" color="text.secondary"><DateTime value={at} /></Typography>
      {reason && <Typography variant="body2" component="span" color="error"><StatedText value={reason} /></Typography>}
    </Stack>
  );
}
