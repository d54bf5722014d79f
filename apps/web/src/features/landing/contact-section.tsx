import { ContactForm, useContactInfo } from '../contact/index';

/** The social profile's site, e.g. "Profilo su linkedin.com", so the link says where it goes. */
function socialLabel(url: string): string {
  try {
    return `Profilo su ${new URL(url).hostname.replace(/^www\./, '')}`;
  } catch {
    return 'Il nostro profilo social';
  }
}

export function ContactSection() {
  const info = useContactInfo();
  return (
    <section
      id="contatti"
      aria-labelledby="contatti-title"
      className="scroll-mt-4 border-t border-rule bg-paper-raised"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_2fr] lg:py-20">
        <div>
          <h2 id="contatti-title" className="font-serif text-3xl font-semibold text-ink">
            Contatti
          </h2>
          <p className="mt-3 text-base leading-relaxed text-ink-muted">
            Domande sul test, una demo per il tuo studio o una collaborazione: scrivici con il modulo.
          </p>
          <p className="mt-4 text-base leading-relaxed text-ink">
            Ti rispondiamo entro {info?.reply_within_working_hours ?? 24} ore lavorative.
          </p>
          {info && (
            <dl className="mt-6 flex flex-col gap-3 text-sm">
              <div>
                <dt className="font-medium text-ink">Email diretta</dt>
                <dd>
                  <a href={`mailto:${info.email}`} className="font-medium" data-testid="contact-email">
                    {info.email}
                  </a>
                </dd>
              </div>
              {info.social_url && (
                <div>
                  <dt className="font-medium text-ink">Social</dt>
                  <dd>
                    <a
                      href={info.social_url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="font-medium"
                    >
                      {socialLabel(info.social_url)}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          )}
        </div>
        <div className="rounded-lg border border-rule bg-paper p-5 sm:p-6">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
