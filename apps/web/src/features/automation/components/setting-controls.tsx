import { Select, Switch } from '@mantine/core';

interface ToggleSettingProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  error?: string;
  onChange(checked: boolean): void;
}

export function ToggleSetting({ label, checked, disabled, error, onChange }: ToggleSettingProps) {
  return (
    <Switch
      label={label}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      disabled={disabled}
      error={error}
      labelPosition="left"
      styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
    />
  );
}

interface ChoiceSettingProps<T extends string | number> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  disabled: boolean;
  error?: string;
  onChange(value: T): void;
}

/** A select over a fixed list; numbers travel through Mantine's string values and come back as numbers. */
export function ChoiceSetting<T extends string | number>({ label, value, options, disabled, error, onChange }: ChoiceSettingProps<T>) {
  return (
    <Select
      label={label}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      value={String(value)}
      onChange={(chosen) => {
        const option = options.find((candidate) => String(candidate.value) === chosen);
        if (option) onChange(option.value);
      }}
      allowDeselect={false}
      disabled={disabled}
      error={error}
    />
  );
}
