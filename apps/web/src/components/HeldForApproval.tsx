import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { notify } from '../notify/toast';
import { approvalsPath } from '../pages/approvals/area';

/** The server's words for a held action, and the way to it among the member's own requests in the approvals inbox. */
function HeldForApproval({ message }: { message: string }) {
  const { t } = useTranslation();
  return <>{message} <Link component={RouterLink} to={approvalsPath({ box: 'mine' })}>{t('heldForApproval.seeRequests')}</Link></>;
}

/** Says, once and as news, that an action was held for a second person's approval. */
export const showHeldForApproval = (message: string) => notify.info(message, undefined, <HeldForApproval message={message} />);
