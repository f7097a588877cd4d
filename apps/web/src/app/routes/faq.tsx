import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';

import { FaqPage } from '../../features/support/components/faq-page';
import { useKnownSession } from '../../features/session/session-context';
import { useSiteInfo } from '../../features/support/api/get-site-info';

// The FAQ page's own Mantine styles (the questions, the contact form); the rest come with the entry.

/** /faq; a signed-in visitor's name and email fill the contact form. */
export function FaqRoute() {
  const siteInfo = useSiteInfo();
  const { user } = useKnownSession();
  return (
    <FaqPage
      scheduleDemoUrl={siteInfo.data?.scheduleDemoUrl ?? null}
      supportEmail={siteInfo.data?.supportEmail ?? null}
      defaultEmail={user?.email ?? null}
      defaultName={user?.name ?? null}
      isBillingOff={siteInfo.data?.billing === 'off'}
    />
  );
}
