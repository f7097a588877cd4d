import { PropertiesPage } from '../../features/properties/components/properties-page';
import { usePortfolioDashboard } from '../../features/portfolio/api/get-portfolio-dashboard';

/** /properties: the list reads its month figures from the portfolio dashboard's API. */
export function PropertiesRoute() {
  const dashboard = usePortfolioDashboard();
  return <PropertiesPage figures={dashboard.data} />;
}
