import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function KycCheckPage() {
  return <PlaceholderPage />;
}
