import { ActivityLog } from '../../features/automation/components/activity-log';
import { useProperties } from '../../features/properties/api/list-properties';

/** /activity: the property filter lists the workspace's properties, read through the properties API. */
export function ActivityRoute() {
  const properties = useProperties();
  return <ActivityLog properties={properties.data?.properties.map(({ id, name }) => ({ id, name }))} />;
}
