import { AccountDetail } from './AccountDetail';

/** The bank account detail, inside the default layout like the other screens. */
export default function AccountDetailPage() {
  return <AccountDetail />;
}
