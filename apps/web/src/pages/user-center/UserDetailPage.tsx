import { UserDetail } from './UserDetail';

export default function UserDetailPage() {
  return <UserDetail kind="user" />;
}
