import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function UserDetailPage() {
  return <PlaceholderPage />;
}
