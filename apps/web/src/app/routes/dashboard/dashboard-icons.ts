import type { DashboardPath } from '@cohost/shared';
import {
  IconAdjustments,
  IconBrush,
  IconBuildingCommunity,
  IconChartLine,
  IconCreditCard,
  IconLayoutDashboard,
  IconLock,
  IconMessages,
  IconPackage,
  IconUserCog,
  type TablerIcon,
} from '@tabler/icons-react';

/** One icon per dashboard area, shared by the sidebar and each screen's empty state. */
export const DASHBOARD_ICONS: Record<DashboardPath, TablerIcon> = {
  '/dashboard': IconLayoutDashboard,
  '/properties': IconBuildingCommunity,
  '/messages': IconMessages,
  '/smart-locks': IconLock,
  '/supplies': IconPackage,
  '/cleaners': IconBrush,
  '/ai-settings': IconAdjustments,
  '/optimizer': IconChartLine,
  '/billing': IconCreditCard,
  '/account-settings': IconUserCog,
};
