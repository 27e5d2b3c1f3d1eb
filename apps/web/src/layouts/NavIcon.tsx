import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AuditIcon from '@mui/icons-material/ManageSearchOutlined';
import BalanceIcon from '@mui/icons-material/BalanceOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import ClaimIcon from '@mui/icons-material/SyncAltOutlined';
import CompareIcon from '@mui/icons-material/CompareArrowsOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import FeeIcon from '@mui/icons-material/RequestQuoteOutlined';
import FeeHistoryIcon from '@mui/icons-material/PriceChangeOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import FreezeIcon from '@mui/icons-material/AcUnitOutlined';
import FreezeHistoryIcon from '@mui/icons-material/ManageHistoryOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import KycIcon from '@mui/icons-material/HowToRegOutlined';
import LookupIcon from '@mui/icons-material/PersonSearchOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import MedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import PendingIcon from '@mui/icons-material/PendingActionsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import PolicyIcon from '@mui/icons-material/PolicyOutlined';
import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import SpeedIcon from '@mui/icons-material/SpeedOutlined';
import StatementIcon from '@mui/icons-material/ReceiptLongOutlined';
import StatusIcon from '@mui/icons-material/MonitorHeartOutlined';
import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import TransactionsIcon from '@mui/icons-material/SwapHorizOutlined';
import type { NavRouteName } from '../router/areas';

/**
 * Every screen the navigation lists, with its own icon: a screen added to the navigation without
 * one fails the type check. A group shows its first screen's icon (the top bar's group menus).
 * Each icon is imported by its own path, so that only these are bundled.
 */
export const NAV_ICONS: Record<NavRouteName, SvgIconComponent> = {
  dashboard: DashboardIcon,
  'state-map': MapIcon,
  calendar: CalendarIcon,
  approvals: FactCheckIcon,
  'system-status': StatusIcon,
  'user-center-user-list': PeopleIcon,
  'user-center-merchant-list': StoreIcon,
  'user-center-fee-management': FeeIcon,
  'user-center-kyc-check': KycIcon,
  'user-center-trade-download': DownloadIcon,
  'banking-accounts': AccountBalanceIcon,
  'banking-transactions': TransactionsIcon,
  'banking-funds-freeze': FreezeIcon,
  'banking-freeze-history': FreezeHistoryIcon,
  'banking-statement': StatementIcon,
  'banking-fee-history': FeeHistoryIcon,
  'banking-trial-balance': BalanceIcon,
  'logs-pix-key-logs': HistoryIcon,
  'pix-pix-key': KeyIcon,
  'pix-limits-list': SpeedIcon,
  'pix-pending-increases': PendingIcon,
  'pix-claims': ClaimIcon,
  'pix-fraud-markers': FlagIcon,
  'pix-lookup': LookupIcon,
  'pix-reconciliation': CompareIcon,
  'regulatory-apix': GavelIcon,
  'regulatory-infractions-notification': ReportIcon,
  'regulatory-med': MedIcon,
  'user-admin-role': AdminIcon,
  'user-admin-staff': BadgeIcon,
  'user-admin-approval-policies': PolicyIcon,
  'user-admin-audit-log': AuditIcon,
};

/** A navigation entry's icon, by its screen's route name. */
export function NavIcon({ screen }: { screen: string }) {
  const Icon = NAV_ICONS[screen as NavRouteName];
  return <Icon fontSize="small" />;
}
