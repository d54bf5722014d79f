interface Feature {
  title: string;
  text: string;
}

// What the product does, as README.md and data/corpus/SOURCES.md describe it: no claim beyond that.
const FEATURES: Feature[] = [
  {
    title: 'Chat in tre modalità',
    text:
      'Standard, Database Legale e Ricerca Web. Ogni riferimento normativo della risposta viene controllato ' +
      'sul testo dell’articolo conservato e segnato come verificato, non tra le fonti o non trovato.',
  },
  {
    title: 'Database Legale',
    text:
      'Costituzione, Codice civile, penale, di procedura civile e penale, Codice del consumo, della strada, ' +
      'del processo amministrativo, Codice privacy, D.Lgs. 231/2001 e GDPR, con citazioni testuali degli articoli.',
  },
  {
    title: 'Documenti dello studio',
    text:
      'Carica PDF, Word (DOCX) ed Excel (XLS, XLSX): il testo viene estratto, le pagine scansionate passano per ' +
      'l’OCR in italiano, e la chat può rispondere citando i passaggi dei tuoi documenti.',
  },
  {
    title: 'Generatore di atti',
    text:
      'Diffide, contratti di locazione, procure alle liti, ricorsi per decreto ingiuntivo, atti di citazione e ' +
      'altri modelli: compilazione senza AI o bozza assistita, con gli articoli citati verificati. Esporta in PDF e Word.',
  },
  {
    title: 'Simulatore di strategia',
    text:
      'Analisi strutturata del caso con probabilità stimata, fattori, alternative e costi calcolati su contributo ' +
      'unificato (DPR 115/2002) e parametri forensi (D.M. 55/2014), con il dettaglio delle voci.',
  },
  {
    title: 'Consumo a punti, senza sorprese',
    text:
      'Ogni azione AI consuma punti dal saldo del piano, che si ricarica ogni mese; se una risposta non viene ' +
      'consegnata, i punti vengono restituiti.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="funzionalita"
      aria-labelledby="funzionalita-title"
      className="scroll-mt-4 border-y border-rule bg-paper-raised"
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
        <h2 id="funzionalita-title" className="font-serif text-3xl font-semibold text-ink">
          Funzionalità
        </h2>
        <p className="mt-3 max-w-2xl text-base leading-relaxed text-ink-muted">
          Strumenti pensati per il lavoro quotidiano dello studio, in italiano.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-lg border border-rule bg-paper p-5">
              <h3 className="text-lg font-semibold text-ink">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
