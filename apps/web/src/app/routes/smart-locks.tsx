import { useSearchParams } from 'react-router';

import { useAutonomySettings } from '../../features/automation/api/get-autonomy-settings';
import { useSaveAutonomySettings } from '../../features/automation/api/save-autonomy-settings';
import { LocksPage } from '../../features/locks/components/locks-page';
import { useProperties } from '../../features/properties/api/list-properties';
import { toastError, toastSuccess } from '../../lib/toast';
import { describeApiError } from '../../lib/api/call-api';

/**
 * /smart-locks: the locks feature, its 'AI Lock Automation' toggle wired to the workspace's AI
 * settings ("Auto-generate door codes"), the properties a lock can be added to, and the way back
 * from Seam's Connect Webview (`?seam=connected`).
 */
export function SmartLocksRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const settings = useAutonomySettings(null);
  const save = useSaveAutonomySettings();
  const properties = useProperties();
  const current = settings.data?.settings;

  async function setAutomation(on: boolean) {
    if (!current) return;
    try {
      await save.mutateAsync({ propertyId: null, settings: { ...current, locks: { ...current.locks, autoGenerateCodes: on } } });
      toastSuccess(on ? 'Lock automation on: codes go to the locks on their own.' : 'Lock automation off: each code waits for your approval.');
    } catch (error) {
      toastError(describeApiError(error, 'Failed to save the setting'));
    }
  }

  return (
    <LocksPage
      automation={{ on: current?.locks.autoGenerateCodes, saving: save.isPending, onChange: (on) => void setAutomation(on) }}
      properties={(properties.data?.properties ?? []).map((property) => ({ id: property.id, name: property.name }))}
      seamReturn={{ isBack: searchParams.get('seam') === 'connected', onSeen: () => setSearchParams({}, { replace: true }) }}
    />
  );
}
