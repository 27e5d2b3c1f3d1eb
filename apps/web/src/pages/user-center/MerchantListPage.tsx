import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function MerchantListPage() {
  return <PlaceholderPage />;
}
