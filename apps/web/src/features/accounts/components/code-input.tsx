import { TextInput, type TextInputProps } from '@mantine/core';
import { CODE_LENGTH } from '../domain/auth-validation';

type CodeInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'inputMode' | 'autoComplete' | 'maxLength'> & {
  value: string;
  onChange(code: string): void;
};

/** A 6-digit code field (texted or from an authenticator app): digits only, autofilled from SMS. */
export function CodeInput({ value, onChange, ...props }: CodeInputProps) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
    />
  );
}
