import { PropertiesPage } from '../../features/properties/components/properties-page';
import { usePortfolioDashboard } from '../../features/portfolio/api/get-portfolio-dashboard';
import { useAllPropertyStats } from '../../features/portfolio/api/list-property-stats';

/** /properties: the list reads the portfolio's month figures from the dashboard's API, each property's from its figures' pages. */
export function PropertiesRoute() {
  const dashboard = usePortfolioDashboard();
  const stats = useAllPropertyStats();
  const figures = dashboard.data && stats.data ? { occupancyThisMonth: dashboard.data.occupancyThisMonth, revenueThisMonth: dashboard.data.revenueThisMonth, properties: stats.data } : undefined;
  return <PropertiesPage figures={figures} />;
}
