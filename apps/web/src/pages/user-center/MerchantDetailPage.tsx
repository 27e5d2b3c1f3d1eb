import { UserDetail } from './UserDetail';

export default function MerchantDetailPage() {
  return <UserDetail kind="merchant" />;
}
