import { paths } from '../../lib/paths';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto max-w-6xl px-4 pt-12 pb-14 sm:px-6 lg:pt-20 lg:pb-20"
    >
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">Test gratuito aperto</p>
      <h1
        id="hero-title"
        className="mt-3 font-serif text-5xl leading-tight font-semibold text-ink sm:text-6xl"
      >
        Brocardo
      </h1>
      <p className="mt-3 max-w-3xl font-serif text-2xl leading-snug text-ink sm:text-3xl">
        L'assistente legale AI per gli studi legali italiani
      </p>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">
        Brocardo risponde alle domande di diritto italiano citando gli articoli dei codici e controlla ogni
        citazione sul testo dell'articolo che conserva. Legge i documenti dello studio, anche scansionati,
        redige bozze di atti sui modelli e simula la strategia di un caso con i costi calcolati sulle tabelle
        ufficiali.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={paths.register}
          className="rounded-md bg-accent px-5 py-3 text-base font-semibold text-paper-raised no-underline hover:bg-accent-strong"
        >
          Inizia il Test Gratuito
        </a>
        <a
          href="#funzionalita"
          className="rounded-md border border-accent/40 bg-paper-raised px-5 py-3 text-base font-semibold text-accent no-underline hover:border-accent hover:bg-accent-soft"
        >
          Scopri le funzionalità
        </a>
      </div>
    </section>
  );
}
