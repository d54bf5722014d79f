import type { AdminUser } from '@brocardo/shared';
import type { ReactNode } from 'react';
import { formatWhole } from '../admin-messages';

export type UserAction = 'points' | 'verify' | 'edit' | 'delete';

const icons: Record<UserAction, ReactNode> = {
  points: (
    <path
      strokeWidth="1.6"
      d="M5 6c0 1.7 3.1 3 7 3s7-1.3 7-3-3.1-3-7-3-7 1.3-7 3Zm0 0v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6"
    />
  ),
  verify: (
    <path
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M4 6h16v12H4zM4 7l8 6 8-6M9 16l2 2 4-4"
    />
  ),
  edit: <path strokeWidth="1.6" strokeLinejoin="round" d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4" />,
  delete: (
    <path strokeWidth="1.6" strokeLinecap="round" d="M5 7h14M10 7V5h4v2M7 7l1 13h8l1-13M10 11v6M14 11v6" />
  ),
};

const actionLabel: Record<UserAction, (name: string) => string> = {
  points: (name) => `Edit points of ${name}`,
  verify: (name) => `Verify email of ${name}`,
  edit: (name) => `Edit ${name}`,
  delete: (name) => `Delete ${name}`,
};

function ActionButton({
  action,
  user,
  onAction,
}: {
  action: UserAction;
  user: AdminUser;
  onAction: OnAction;
}) {
  const label = actionLabel[action](user.name);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => onAction(action, user)}
      className={`inline-flex size-9 items-center justify-center rounded-md border border-rule bg-paper-raised transition-colors active:translate-y-px ${
        action === 'delete'
          ? 'text-critical hover:border-critical hover:bg-critical/5'
          : 'text-accent hover:border-accent hover:bg-accent-soft'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
        {icons[action]}
      </svg>
    </button>
  );
}

type OnAction = (action: UserAction, user: AdminUser) => void;

function Badge({ tone, children }: { tone: 'yes' | 'no' | 'warn'; children: ReactNode }) {
  const toneClass = {
    yes: 'bg-success/10 text-success',
    no: 'bg-ink/5 text-ink-muted',
    warn: 'bg-warning/10 text-warning',
  }[tone];
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${toneClass}`}>
      {children}
    </span>
  );
}

// Below md each row is a card: the header row is hidden and every cell carries its own label.
const cellClass = 'items-center justify-between gap-3 px-3 py-1 md:py-2.5 md:align-middle';
const headerClass = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';
const tutorialClass = 'md:hidden lg:table-cell';

function Cell({
  label,
  className = '',
  wideOnly = false,
  children,
}: {
  label: string;
  className?: string;
  /** Hidden between the phone cards and 1024 px, where the table is narrow. */
  wideOnly?: boolean;
  children: ReactNode;
}) {
  const display = wideOnly ? 'flex md:hidden lg:table-cell' : 'flex md:table-cell';
  return (
    <td className={`${display} ${cellClass} ${className}`}>
      <span aria-hidden="true" className="text-xs font-semibold text-ink-muted uppercase md:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

/**
 * The User Management table (spec 2 §2.6); cards on phones, the Tutorial column from 1024 px. The
 * signed-in administrator's own row has no Delete: the server refuses it (ADMIN_SELF_DELETE).
 */
export function UserTable({
  users,
  onAction,
  selfId,
}: {
  users: AdminUser[];
  onAction: OnAction;
  /** The signed-in administrator's id, when known. */
  selfId?: number | undefined;
}) {
  return (
    <table className="block w-full text-sm md:table">
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-rule">
          <th scope="col" className={headerClass}>
            Name
          </th>
          <th scope="col" className={headerClass}>
            Email
          </th>
          <th scope="col" className={headerClass}>
            Plan
          </th>
          <th scope="col" className={`${headerClass} md:text-right`}>
            Points
          </th>
          <th scope="col" className={headerClass}>
            Admin
          </th>
          <th scope="col" className={headerClass}>
            Email Verified
          </th>
          <th scope="col" className={`${headerClass} ${tutorialClass}`}>
            Tutorial
          </th>
          <th scope="col" className={`${headerClass} md:text-right`}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {users.map((user) => (
          <tr
            key={user.id}
            data-testid="user-row"
            className="block rounded-lg border border-rule bg-paper-raised py-2 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:py-0"
          >
            <Cell label="Name">
              <span className="font-semibold text-ink">{user.name}</span>
            </Cell>
            <Cell label="Email">
              <span className="min-w-0 break-all text-ink">{user.email}</span>
            </Cell>
            <Cell label="Plan">{user.subscription_plan.name}</Cell>
            <Cell label="Points" className="tabular-nums md:text-right">
              {formatWhole(user.points_balance)}
            </Cell>
            <Cell label="Admin">
              {user.is_admin ? <Badge tone="yes">Yes</Badge> : <Badge tone="no">No</Badge>}
            </Cell>
            <Cell label="Email Verified">
              {user.email_verified_at ? (
                <Badge tone="yes">Verified</Badge>
              ) : (
                <Badge tone="warn">Unverified</Badge>
              )}
            </Cell>
            <Cell label="Tutorial" wideOnly>
              {user.tutorial_completed ? 'Completed' : 'Pending'}
            </Cell>
            <Cell label="Actions">
              <span className="flex justify-end gap-1.5">
                <ActionButton action="points" user={user} onAction={onAction} />
                {!user.email_verified_at && <ActionButton action="verify" user={user} onAction={onAction} />}
                <ActionButton action="edit" user={user} onAction={onAction} />
                {user.id !== selfId && <ActionButton action="delete" user={user} onAction={onAction} />}
              </span>
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
