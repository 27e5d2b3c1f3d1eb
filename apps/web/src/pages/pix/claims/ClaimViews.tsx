import { Tab, Tabs } from '@mui/material';
import type { DataOf, pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CLAIM_VIEWS, claimViewLabel, claimViewOf, withClaimView, type ClaimView } from './claim-views';
import './messages';

/** The quick views above the claim list, each with how many claims it holds. */
export function ClaimViews({ counts }: { counts: DataOf<typeof pix.claims.list>['counts'] }) {
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
