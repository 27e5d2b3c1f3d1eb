import { Container } from '@mui/material';
import { useRefreshAfterMutations } from '../../../api/hooks';
import { SignedInProviders } from '../../../layouts/SignedInProviders';
import { AccountDetail } from './AccountDetail';

/**
 * The account detail, opened in a tab of its own on the blank layout, which provides no query
 * cache: the page brings the signed-in providers itself. The server still checks every call.
 */
export default function AccountDetailPage() {
  return (
    <SignedInProviders>
      <RefreshedDetail />
    </SignedInProviders>
  );
}

function RefreshedDetail() {
  // As on the default layout: a change of status reloads what is on screen.
  useRefreshAfterMutations();
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <AccountDetail />
    </Container>
  );
}
