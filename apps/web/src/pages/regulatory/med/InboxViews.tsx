import { Tab, Tabs } from '@mui/material';
import type { DataOf, regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INBOX_VIEWS, inboxViewOf, viewCount, withInboxView } from './inbox-views';

type Counts = DataOf<typeof regulatory.med.list>['counts'];

/** The quick views above the inbox, each with how many cases it holds. */
export function InboxViews({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      value={inboxViewOf(params)}
      onChange={(_event, view: (typeof INBOX_VIEWS)[number]) => setParams((current) => withInboxView(current, view))}
      aria-label={t('medInbox.views.label')}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      {INBOX_VIEWS.map((view) => {
        const count = viewCount(counts, view);
        return <Tab key={view} value={view} label={count === null ? t(`medInbox.views.${view}`) : t('medInbox.views.counted', { view: t(`medInbox.views.${view}`), count })} data-view={view} />;
      })}
    </Tabs>
  );
}
