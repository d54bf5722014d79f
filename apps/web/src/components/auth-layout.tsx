import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

interface AuthLayoutProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Shown above the brand name, e.g. "Area riservata". */
  eyebrow?: string;
  children: ReactNode;
  /** Links and notes under the card. */
  footer?: ReactNode;
}

/** The frame of the sign-in screens: brand, the title as the one h1, a card, and a footer. */
export function AuthLayout({ title, subtitle, eyebrow, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <main className="flex min-h-dvh w-full flex-col items-center justify-center px-4 py-12 sm:px-6">
      <div className="w-full max-w-md">
        <header className="mb-6 text-center">
          <p className="font-serif text-sm tracking-[0.2em] text-ink-muted uppercase">
            {eyebrow ? `Brocardo · ${eyebrow}` : 'Brocardo'}
          </p>
          <h1 className="mt-2 font-serif text-3xl leading-tight font-semibold tracking-tight text-balance text-ink">
            {title}
          </h1>
          <div aria-hidden="true" className="mx-auto mt-4 h-0.5 w-12 rounded-full bg-accent" />
          {subtitle && <p className="mt-4 text-sm leading-relaxed text-ink-muted">{subtitle}</p>}
        </header>
        <div className="rounded-lg border border-rule bg-paper-raised p-6 shadow-sm shadow-ink/5 sm:p-8">
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm leading-relaxed text-ink-muted">{footer}</div>}
      </div>
    </main>
  );
}
