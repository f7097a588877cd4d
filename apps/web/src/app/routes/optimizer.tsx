import { OptimizerPage } from '../../features/optimizer/components/optimizer-page';

/** /optimizer: figures per property and month from the host's own stays. */
export function OptimizerRoute() {
  return <OptimizerPage />;
}
