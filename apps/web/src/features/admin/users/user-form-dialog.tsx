import { type AdminUser, adminUserCreate, adminUserUpdate, type SubscriptionPlan } from '@brocardo/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../../components/dialog-buttons';
import { PasswordField, TextField } from '../../../components/form-field';
import { LiveNotice } from '../../../components/notice';
import { isApiError } from '../../../lib/api-client';
import { type AdminUserEditBody, createAdminUser, updateAdminUser } from '../admin-api';
import { userMessages, withReason } from '../admin-messages';
import { firstMessages, SelectField } from '../form-controls';

interface FormValues {
  name: string;
  email: string;
  password: string;
  is_admin: boolean;
  subscription_plan_id: string;
}

type Field = keyof FormValues;

function initialValues(user: AdminUser | null, plans: SubscriptionPlan[]): FormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    is_admin: user?.is_admin ?? false,
    subscription_plan_id: String(user?.subscription_plan_id ?? plans[0]?.id ?? ''),
  };
}

/** The issues of a client-side check, first message per field. */
function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The body to send, checked with the contract's rules; on edit a blank password is left out. */
function checkedBody(
  values: FormValues,
  editing: boolean,
): { body: AdminUserEditBody } | { errors: Partial<Record<Field, string>> } {
  const raw = { ...values, password: values.password === '' && editing ? undefined : values.password };
  const parsed = editing ? adminUserUpdate.safeParse(raw) : adminUserCreate.safeParse(raw);
  if (!parsed.success) return { errors: issuesByField(parsed.error.issues) };
  const { password, ...rest } = parsed.data;
  return { body: password ? { ...rest, password } : rest };
}

/** Codes that are about one field are shown under it, as the 422 field errors are. */
const fieldOfErrorCode: Record<string, Field> = {
  ADMIN_SELF_DEMOTE: 'is_admin',
  PLAN_NOT_FOUND: 'subscription_plan_id',
};

function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!isApiError(error)) return {};
  const field = error.errorCode ? fieldOfErrorCode[error.errorCode] : undefined;
  return field ? { [field]: error.message } : firstMessages(error.fieldErrors);
}

interface UserFormDialogProps {
  /** null: Add New User; a user: edit that user. */
  user: AdminUser | null;
  plans: SubscriptionPlan[];
  onClose(): void;
  onSaved(message: string): void;
}

/** Add / edit a user (spec 2 §2.6, §5): password optional on edit, blank means unchanged. */
export function UserFormDialog({ user, plans, onClose, onSaved }: UserFormDialogProps) {
  const editing = user !== null;
  const [values, setValues] = useState(() => initialValues(user, plans));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const adminBoxId = useId();
  const save = useMutation({
    mutationFn: (body: AdminUserEditBody) =>
      user ? updateAdminUser(user.id, body) : createAdminUser({ ...body, password: body.password ?? '' }),
  });

  const set = <K extends Field>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = checkedBody(values, editing);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    let saved: { message: string };
    try {
      saved = await save.mutateAsync(checked.body);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(withReason(userMessages.saveError, error));
      return;
    }
    onSaved(saved.message);
  }

  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? 'Edit User' : 'Add New User'}
      footer={
        <>
          <button type="button" onClick={onClose} className={dialogSecondaryClass}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={save.isPending}
            aria-busy={save.isPending}
            className={dialogPrimaryClass}
          >
            {editing ? 'Save Changes' : 'Create User'}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <LiveNotice tone="error">{failure}</LiveNotice>
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          hint={editing ? 'Leave blank to keep the current password.' : undefined}
          onChange={(event) => set('password', event.target.value)}
        />
        <SelectField
          label="Subscription plan"
          name="subscription_plan_id"
          value={values.subscription_plan_id}
          error={errors.subscription_plan_id}
          onChange={(event) => set('subscription_plan_id', event.target.value)}
        >
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center gap-3">
            <input
              id={adminBoxId}
              type="checkbox"
              name="is_admin"
              checked={values.is_admin}
              aria-invalid={errors.is_admin ? true : undefined}
              aria-describedby={errors.is_admin ? `${adminBoxId}-error` : undefined}
              onChange={(event) => set('is_admin', event.target.checked)}
              className="size-4 shrink-0 accent-accent"
            />
            <label htmlFor={adminBoxId} className="text-sm font-medium text-ink">
              Administrator
            </label>
          </div>
          {errors.is_admin && (
            <p id={`${adminBoxId}-error`} className="text-sm leading-snug text-critical">
              {errors.is_admin}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
