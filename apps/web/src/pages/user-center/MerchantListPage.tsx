import { UserCenterList } from './UserCenterList';

export default function MerchantListPage() {
  return <UserCenterList kind="merchant" />;
}
