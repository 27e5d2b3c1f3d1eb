import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { notify } from '../notify/toast';

/** The member's own requests in the approvals inbox, where a held action waits for its second person. */
const MY_REQUESTS = '/approvals?box=mine';

/** The server's words for a held action, and the way to it among the member's requests. */
function HeldForApproval({ message }: { message: string }) {
  const { t } = useTranslation();
  return <>{message} <Link component={RouterLink} to={MY_REQUESTS}>{t('heldForApproval.seeRequests')}</Link></>;
}

/** Says, once and as news, that an action was held for a second person's approval. */
export const showHeldForApproval = (message: string) => notify.info(message, undefined, <HeldForApproval message={message} />);
