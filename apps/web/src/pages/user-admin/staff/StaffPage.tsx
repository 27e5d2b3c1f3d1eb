import PlaceholderPage from '../../placeholder/PlaceholderPage';

export default PlaceholderPage;
