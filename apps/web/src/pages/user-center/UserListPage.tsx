import { UserCenterList } from './UserCenterList';

export default function UserListPage() {
  return <UserCenterList kind="user" />;
}
