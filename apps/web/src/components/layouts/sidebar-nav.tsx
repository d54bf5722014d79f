import { NavLink, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { LogoutButton } from '../logout-button';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink no-underline transition-colors ' +
  'hover:bg-accent-soft hover:text-accent active:translate-y-px disabled:cursor-progress disabled:opacity-70';
const activeClass = 'bg-accent-soft text-accent font-semibold';

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor">
      <path strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}

/**
 * The navigation state that asks the chat page (/) to start the guided tour: the Tutorial entry
 * sets it, the tutorial feature reads it (components/ never imports a feature).
 */
export const TUTORIAL_RESTART_STATE = 'restartTutorial';

const links: { to: string; label: string; icon: string; end?: boolean; tour?: string }[] = [
  {
    to: paths.home,
    label: 'Home',
    icon: 'M4 11l8-7 8 7v8a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z',
    end: true,
  },
  {
    to: paths.search,
    label: 'Cerca',
    icon: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  },
  {
    to: paths.matters,
    label: 'Pratiche',
    icon: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  },
  {
    to: paths.legalDocuments,
    label: 'Documenti Legali',
    tour: 'legal-documents',
    icon: 'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5M9 13h6M9 17h6',
  },
  {
    to: paths.caseStrategy,
    label: 'Strategie Legali',
    tour: 'case-strategy',
    icon: 'M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0zM8 21h8',
  },
  {
    to: paths.briefVerification,
    label: 'Verifica atto',
    icon: 'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5M9 14l2 2 4-4',
  },
  {
    to: paths.tabularReview,
    label: 'Revisione tabellare',
    icon: 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14',
  },
  {
    to: paths.userDetails,
    label: 'Account',
    tour: 'account',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  },
];

interface SidebarNavProps {
  /** Runs when an item is chosen (the drawer closes). */
  onNavigate?: () => void;
  /** The logout item asks for confirmation first (the case strategy simulator, spec 2 §2.8). */
  confirmLogout?: boolean;
}

const tutorialIcon =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01';

/**
 * The sidebar's bottom navigation (spec 1 §2): Home, Documenti Legali, Strategie Legali, Account,
 * Tutorial (restarts the guided tour on the chat page), Esci.
 */
export function SidebarNav({ onNavigate, confirmLogout = false }: SidebarNavProps) {
  const navigate = useNavigate();
  return (
    <nav aria-label="Navigazione principale">
      <ul className="flex flex-col gap-0.5">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              onClick={onNavigate}
              data-tour={link.tour}
              className={({ isActive }) => `${itemClass} ${isActive ? activeClass : ''}`}
            >
              <Icon d={link.icon} />
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              onNavigate?.();
              void navigate(paths.home, { state: { [TUTORIAL_RESTART_STATE]: true } });
            }}
          >
            <Icon d={tutorialIcon} />
            Tutorial
          </button>
        </li>
        <li>
          <LogoutButton
            redirectTo={paths.login}
            className={itemClass}
            onLoggedOut={onNavigate}
            confirm={confirmLogout}
          />
        </li>
      </ul>
    </nav>
  );
}
