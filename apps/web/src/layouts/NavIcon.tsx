import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';

const ICONS = {
  overview: DashboardIcon,
  'user-center': PeopleIcon,
  banking: AccountBalanceIcon,
  pix: KeyIcon,
  logs: HistoryIcon,
  regulatory: GavelIcon,
  'user-admin': AdminIcon,
} as const;

export function NavIcon({ group }: { group: string }) {
  const Icon = ICONS[group as keyof typeof ICONS] ?? PeopleIcon;
  return <Icon fontSize="small" />;
}
