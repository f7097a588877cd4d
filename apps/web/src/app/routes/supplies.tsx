import { SuppliesPage } from '../../features/supplies/components/supplies-page';

/** /supplies: the supplies feature (stock, orders, limits); its decisions also appear in /approvals. */
export function SuppliesRoute() {
  return <SuppliesPage />;
}
