import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { IconBuildingCottage, IconInfoCircle } from '@tabler/icons-react';

/** A property the settings can be chosen for. */
export interface PropertyChoice {
  id: string;
  name: string;
}

const WORKSPACE = 'workspace';

interface ScopePickerProps {
  properties: PropertyChoice[];
  /** Null: the workspace ('All properties'). */
  propertyId: string | null;
  /** Properties with their own settings. */
  overriddenPropertyIds: string[];
  disabled: boolean;
  onChange(propertyId: string | null): void;
}

/** Whose settings the screen edits: the workspace's, or one property's. */
export function ScopePicker({ properties, propertyId, overriddenPropertyIds, disabled, onChange }: ScopePickerProps) {
  const overridden = new Set(overriddenPropertyIds);
  const data = [
    { value: WORKSPACE, label: 'All properties' },
    ...properties.map((property) => ({ value: property.id, label: overridden.has(property.id) ? `${property.name} (own settings)` : property.name })),
  ];
  return (
    <Select
      label="Settings for"
      description="A property without its own settings follows the settings for all properties."
      data={data}
      value={propertyId ?? WORKSPACE}
      onChange={(value) => value && onChange(value === WORKSPACE ? null : value)}
      allowDeselect={false}
      searchable={properties.length > 8}
      disabled={disabled}
      maw={420}
    />
  );
}

interface PropertyScopeNoticeProps {
  name: string;
  isInherited: boolean;
  isRemoving: boolean;
  onUseWorkspaceSettings(): void;
}

/** For one property: whether it follows the workspace's settings or has its own (and the way back). */
export function PropertyScopeNotice({ name, isInherited, isRemoving, onUseWorkspaceSettings }: PropertyScopeNoticeProps) {
  if (isInherited) {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={`${name} follows the workspace settings`}>
        These are the settings for all properties. Saving here gives {name} its own settings; the others keep following the workspace.
      </Alert>
    );
  }
  return (
    <Alert color="grape" variant="light" icon={<IconBuildingCottage size={18} />} title={`${name} has its own settings`}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">Changes to the settings for all properties do not reach {name}.</Text>
        <Button size="xs" variant="default" onClick={onUseWorkspaceSettings} loading={isRemoving}>
          Use workspace settings
        </Button>
      </Group>
    </Alert>
  );
}
