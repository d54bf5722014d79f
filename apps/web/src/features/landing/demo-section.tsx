import { demoScreenshots } from './demo-screenshots';

export function DemoSection() {
  return (
    <section aria-labelledby="demo-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
      <h2 id="demo-title" className="font-serif text-3xl font-semibold text-ink">
        Brocardo in funzione
      </h2>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-ink-muted">
        Schermate reali del prodotto, catturate su un’installazione di prova. Per ripetibilità, i testi e le
        stime del modello AI vengono da un modello di prova con risposte predefinite; le verifiche delle
        citazioni, l’OCR, i costi e i documenti sono quelli calcolati dall’app.
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        {demoScreenshots.map((shot) => (
          <figure key={shot.src} className="flex flex-col gap-3">
            <img
              src={shot.src}
              width={shot.width}
              height={shot.height}
              alt={shot.alt}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-lg border border-rule bg-paper-raised shadow-md shadow-ink/10"
            />
            <figcaption>
              <h3 className="text-lg font-semibold text-ink">{shot.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{shot.caption}</p>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
