import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

interface PageShellProps {
  title: string;
  children?: ReactNode;
  /** Controls in the page's top bar, such as the logout button. */
  actions?: ReactNode;
}

/** The frame of a page: its title as the one h1, and whatever the page adds below it. */
export function PageShell({ title, children, actions }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <>
      {actions && (
        <header className="flex justify-end gap-3 px-6 pt-4 sm:px-10">
          <nav aria-label="Account" className="flex items-center gap-3">
            {actions}
          </nav>
        </header>
      )}
      <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col justify-center px-6 py-16 sm:px-10">
        <h1 className="font-serif text-3xl leading-tight font-semibold tracking-tight text-balance text-ink sm:text-4xl">
          {title}
        </h1>
        <div aria-hidden="true" className="mt-5 h-0.5 w-16 rounded-full bg-accent" />
        {children}
      </main>
    </>
  );
}
