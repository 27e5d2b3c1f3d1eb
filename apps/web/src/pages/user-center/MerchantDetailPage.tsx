import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function MerchantDetailPage() {
  return <PlaceholderPage />;
}
