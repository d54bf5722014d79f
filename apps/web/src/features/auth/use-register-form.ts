import { registerFields, registrationMessages } from '@brocardo/shared/contracts/auth';
import { useCallback, useMemo, useState } from 'react';

export const registerFieldNames = ['name', 'email', 'password', 'password_confirmation'] as const;
export type RegisterField = (typeof registerFieldNames)[number];
export type RegisterValues = Record<RegisterField, string>;
/** Fields the server may report errors for; captcha_token belongs to the bot check. */
export type ServerErrorField = RegisterField | 'captcha_token';
export type ServerFieldErrors = Partial<Record<ServerErrorField, string>>;

const emptyValues: RegisterValues = { name: '', email: '', password: '', password_confirmation: '' };
const untouched: Record<RegisterField, boolean> = {
  name: false,
  email: false,
  password: false,
  password_confirmation: false,
};

/**
 * One field's error with the shared zod rules of spec 1 §5, or null. The confirmation also has
 * to match the password, as the server's superRefine checks.
 */
export function validateRegisterField(field: RegisterField, values: RegisterValues): string | null {
  const result = registerFields[field].safeParse(values[field]);
  if (!result.success) return result.error.issues[0]?.message ?? null;
  if (field === 'password_confirmation' && values.password_confirmation !== values.password) {
    return registrationMessages.confirmationMismatch;
  }
  return null;
}

/** The registration form's values and errors: client rules as the user types, server errors per field. */
export function useRegisterForm() {
  const [values, setValues] = useState<RegisterValues>(emptyValues);
  const [touched, setTouched] = useState(untouched);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});

  const clientErrors = useMemo(() => {
    const errors = {} as Record<RegisterField, string | null>;
    for (const field of registerFieldNames) errors[field] = validateRegisterField(field, values);
    return errors;
  }, [values]);

  /** What the field shows: its rule once touched, else what the server said about it. */
  const errorFor = useCallback(
    (field: RegisterField): string | null =>
      (touched[field] ? clientErrors[field] : null) ?? serverErrors[field] ?? null,
    [clientErrors, serverErrors, touched],
  );

  const change = useCallback((field: RegisterField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const blur = useCallback((field: RegisterField) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  const clearServerError = useCallback((field: ServerErrorField) => {
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const reset = useCallback(() => {
    setValues(emptyValues);
    setTouched(untouched);
    setServerErrors({});
  }, []);

  const fieldsValid = registerFieldNames.every((field) => !clientErrors[field] && !serverErrors[field]);

  return {
    values,
    errorFor,
    fieldsValid,
    serverErrors,
    setServerErrors,
    clearServerError,
    change,
    blur,
    reset,
  };
}
