import { AiSettingsPage } from '../../features/automation/components/ai-settings-page';
import { useProperties } from '../../features/properties/api/list-properties';

/** /ai-settings: the scope picker lists the workspace's properties, read through the properties API. */
export function AiSettingsRoute() {
  const properties = useProperties();
  const choices = properties.data?.properties.map(({ id, name }) => ({ id, name })) ?? [];
  return <AiSettingsPage properties={choices} />;
}
