import { PrivacyPage } from '../../features/marketing/components/legal/privacy-page';
import { TermsPage } from '../../features/marketing/components/legal/terms-page';
import { useSiteInfo } from '../../features/support/api/get-site-info';

// The contact address is this installation's SUPPORT_EMAIL (brief §2: shown as {email}).

export function TermsRoute() {
  const { data } = useSiteInfo();
  return <TermsPage supportEmail={data?.supportEmail ?? null} />;
}

export function PrivacyRoute() {
  const { data } = useSiteInfo();
  return <PrivacyPage supportEmail={data?.supportEmail ?? null} />;
}
