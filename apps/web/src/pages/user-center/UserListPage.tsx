import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function UserListPage() {
  return <PlaceholderPage />;
}
