import type { SuppliesDeps } from '../supplies.deps';
import type { SupplyVendorRow } from '../supplies.repo';
import { AmazonCartVendor } from './amazon-cart-vendor';
import { EmailSupplierVendor } from './email-supplier-vendor';
import type { SupplyVendor } from './supply-vendor';

/** The vendor behind a workspace's vendor row. */
export function vendorFor(deps: Pick<SuppliesDeps, 'simulatedVendor' | 'ports'>, row: SupplyVendorRow): SupplyVendor {
  switch (row.kind) {
    case 'amazon':
      return new AmazonCartVendor();
    case 'email':
      return new EmailSupplierVendor({ name: row.name, email: row.email ?? '', workspaceId: row.workspaceId }, (message) => deps.ports.email(message));
    default:
      return deps.simulatedVendor;
  }
}
