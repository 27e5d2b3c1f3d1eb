import { Tab, Tabs } from '@mui/material';
import type { DataOf, pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CLAIM_VIEWS, claimViewOf, withClaimView, type ClaimView } from './claim-views';
import type { Say } from '../../../i18n/word-key';

type Counts = DataOf<typeof pix.claims.list>['counts'];

/** The tab's words: "all" tells how many claims are live, the others how many they hold. */
function claimViewLabel(t: Say, counts: Counts, view: ClaimView): string {
  if (view === 'all') return t('claims.views.allLive', { count: counts.live });
  return t('claims.views.counted', { view: t(`claims.views.${view}`), count: counts[view] });
}

/** The quick views above the claim list, each with how many claims it holds. */
export function ClaimViews({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      value={claimViewOf(params)}
      onChange={(_event, view: ClaimView) => setParams((current) => withClaimView(current, view))}
      aria-label={t('claims.views.label')}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      {CLAIM_VIEWS.map((view) => <Tab key={view} value={view} label={claimViewLabel(t, counts, view)} data-view={view} />)}
    </Tabs>
  );
}
