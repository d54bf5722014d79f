import type { PrivacyInfoResponse, PrivacyProcessor } from '@brocardo/shared/contracts/privacy';
import type { ReactNode } from 'react';
import { PrivacySection, PrivacySubheading } from './privacy-section';
import type { PrivacyInfoState } from './use-privacy-info';

type Retention = PrivacyInfoResponse['retention'];

const plural = (count: number, one: string, many: string) =>
  `${new Intl.NumberFormat('it-IT').format(count)} ${count === 1 ? one : many}`;

/** 120 → "2 ore", 90 → "90 minuti". */
export function formatMinutes(minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0
    ? plural(minutes / 60, 'ora', 'ore')
    : plural(minutes, 'minuto', 'minuti');
}

interface Purpose {
  title: string;
  data: ReactNode;
  basis: ReactNode;
  retention: ReactNode;
}

function purposes(retention: Retention | null): Purpose[] {
  const idle = retention ? formatMinutes(retention.session_idle_minutes) : null;
  const verification = retention ? plural(retention.email_verification_hours, 'ora', 'ore') : null;
  const days = (value: number | null | undefined) => (value ? plural(value, 'giorno', 'giorni') : null);
  const maxAge = days(retention?.session_max_days);
  const endedSessions = days(retention?.ended_sessions_days);
  const contactMessages = days(retention?.contact_messages_days);
  const outbox = days(retention?.outbox_days);
  const userRetention = retention?.user_conversation_retention_days;
  return [
    {
      title: "Registrazione, verifica dell'indirizzo e-mail e gestione dell'account",
      data: "Dati dell'account e delle sessioni di accesso.",
      basis: 'Esecuzione del contratto di cui sei parte (art. 6, par. 1, lett. b GDPR).',
      retention: (
        <>
          Fino alla cancellazione dell'account. Una sessione termina dopo{' '}
          {idle ?? 'il periodo di inattività configurato'} di inattività, all'uscita
          {maxAge ? ` o comunque ${maxAge} dopo l'accesso` : ''}; le sessioni terminate, con l'indirizzo IP e
          il browser da cui erano aperte, sono cancellate dopo {endedSessions ?? 'il periodo configurato'}. Il
          link di verifica dell'e-mail scade dopo {verification ?? 'il tempo configurato'}, vale una sola
          volta ed è cancellato alla scadenza.
          {outbox
            ? ` Senza un server di posta configurato, le e-mail (verifica, messaggi di contatto) sono salvate in una cartella del server e cancellate dopo ${outbox}.`
            : ''}
        </>
      ),
    },
    {
      title:
        'Erogazione del servizio: assistente, documenti personali, generatore di documenti, simulatore, pratiche, revisione tabellare e verifica degli atti',
      data: (
        <>
          Conversazioni, documenti caricati e testo estratto, documenti generati, analisi delle strategie,
          feedback, pratiche (nome, cliente, controparte, ufficio giudiziario, riferimenti), revisioni
          tabellari con i file caricati, profilo dello studio. Il file caricato per la verifica di un atto è
          letto per il controllo e non è conservato.
        </>
      ),
      basis: 'Esecuzione del contratto (art. 6, par. 1, lett. b GDPR).',
      retention: (
        <>
          Finché non li elimini tu o fino alla cancellazione dell'account. Nella pagina dell'account puoi
          scegliere che le conversazioni inattive da più di un certo numero di giorni
          {userRetention ? ` (da ${userRetention.min} a ${userRetention.max})` : ''} siano cancellate
          automaticamente, con i loro messaggi. Quando elimini un documento personale, il file, il testo
          estratto e i passaggi indicizzati sono cancellati subito; ne restano il nome e i dati descrittivi,
          perché le risposte che lo citavano possano indicarlo come eliminato. Il feedback conserva una copia
          della domanda e della risposta valutate anche se elimini la conversazione; alla cancellazione
          dell'account resta solo questo testo, senza alcun collegamento con te.
        </>
      ),
    },
    {
      title: 'Gestione dei punti e del piano di abbonamento',
      data: 'Saldo e registro dei punti, record di utilizzo (token, costi), richieste di cambio piano.',
      basis: 'Esecuzione del contratto (art. 6, par. 1, lett. b GDPR).',
      retention: (
        <>
          Alla cancellazione dell'account il registro dei punti e i record di utilizzo restano, anonimi: sono
          collegati a un account senza nome, e-mail né password («Utente eliminato») e le descrizioni libere
          sono cancellate. Restano perché i totali di consumo e di costo del servizio continuino a tornare
          (legittimo interesse del titolare alla propria contabilità, art. 6, par. 1, lett. f GDPR).
        </>
      ),
    },
    {
      title: 'Sicurezza del servizio e prevenzione degli abusi',
      data: (
        <>
          Indirizzo IP, log tecnici, tentativi di accesso falliti, registro delle attività, esito della
          verifica anti-bot.
        </>
      ),
      basis:
        'Legittimo interesse del titolare a proteggere il servizio e i suoi utenti (art. 6, par. 1, lett. f GDPR).',
      retention: (
        <>
          I tentativi falliti sono azzerati al primo accesso riuscito e dimenticati comunque dopo 24 ore senza
          nuovi errori; alla cancellazione dell'account le voci del registro delle attività restano collegate
          solo all'account anonimo, senza indirizzo IP né dettagli; i log tecnici sono conservati per il
          periodo stabilito dal titolare per la propria infrastruttura. Le copie di backup, se il titolare le
          esegue, contengono gli stessi dati e sono conservate per il periodo da lui stabilito: un dato
          cancellato scompare dalle copie quando queste sono sostituite.
        </>
      ),
    },
    {
      title: 'Risposta alle richieste inviate con il modulo di contatto',
      data: 'I dati e il messaggio inseriti nel modulo.',
      basis: (
        <>
          Misure precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR) per la risposta; il
          tuo consenso (art. 6, par. 1, lett. a GDPR), revocabile in ogni momento, per essere ricontattato a
          fini commerciali.
        </>
      ),
      retention: (
        <>
          Il messaggio è conservato nel database e inoltrato per e-mail all'indirizzo di contatto del
          titolare; è cancellato automaticamente dopo {contactMessages ?? 'il periodo configurato'}, e prima
          su tua richiesta o quando revochi il consenso, salvo che serva a gestire un rapporto in corso.
        </>
      ),
    },
  ];
}

export function ProcessingSection({ state }: { state: PrivacyInfoState }) {
  const retention = state.status === 'ready' ? state.info.retention : null;
  return (
    <PrivacySection id="trattamenti">
      <p>Per ogni finalità sono indicati i dati trattati, la base giuridica e il periodo di conservazione.</p>
      <ol className="space-y-4">
        {purposes(retention).map((purpose) => (
          <li key={purpose.title} className="rounded-md border border-rule bg-paper-raised p-4">
            <h3 className="font-sans text-base font-semibold text-ink">{purpose.title}</h3>
            <dl className="mt-3 space-y-2">
              <div>
                <dt className="font-sans text-sm font-semibold text-ink-muted">Dati</dt>
                <dd>{purpose.data}</dd>
              </div>
              <div>
                <dt className="font-sans text-sm font-semibold text-ink-muted">Base giuridica</dt>
                <dd>{purpose.basis}</dd>
              </div>
              <div>
                <dt className="font-sans text-sm font-semibold text-ink-muted">Conservazione</dt>
                <dd>{purpose.retention}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <p>
        Non trattiamo i dati per profilazione o pubblicità e non li cediamo a terzi. Alla cancellazione
        dell'account sono eliminati i dati dell'account, le sessioni, le conversazioni, i documenti personali,
        i documenti generati, le analisi delle strategie, le pratiche, le revisioni tabellari con i loro file
        e il profilo dello studio. Restano, come indicato sopra, solo il testo dei feedback e, anonimi, il
        registro dei punti, i record di utilizzo e le voci del registro delle attività.
      </p>
    </PrivacySection>
  );
}

const PURPOSE_LABEL: Record<PrivacyProcessor['purpose'], { title: string; data: string }> = {
  llm: {
    title: 'Modello di intelligenza artificiale',
    data: 'la domanda, i messaggi precedenti della conversazione, i passaggi recuperati e i dati dei moduli del generatore e del simulatore',
  },
  embeddings: {
    title: 'Ricerca semantica (embedding)',
    data: 'il testo delle domande e dei passaggi dei documenti personali, trasformati in vettori numerici',
  },
  web_search: {
    title: 'Ricerca web',
    data: 'le parole chiave della ricerca ricavate dalla domanda',
  },
  email: {
    title: 'Invio delle e-mail',
    data: 'nome e indirizzo del destinatario, link di verifica, contenuto dei messaggi di contatto',
  },
  storage: {
    title: 'Archiviazione dei file',
    data: 'i documenti personali caricati',
  },
  captcha: {
    title: 'Verifica anti-bot',
    data: "la risposta alla verifica, l'indirizzo IP e i dati tecnici del browser",
  },
};

/** ALTCHA runs on the controller's server: the browser's proof of work is all it ever sees. */
function dataOf(processor: PrivacyProcessor): string {
  if (processor.purpose === 'captcha' && processor.location === 'self-hosted') {
    return 'la soluzione di una prova di calcolo risolta dal browser, verificata dal server senza contattare terze parti';
  }
  return PURPOSE_LABEL[processor.purpose].data;
}

const LOCATION_LABEL: Record<string, string> = {
  UE: 'Unione europea',
  'extra-UE': "Fuori dall'Unione europea",
  'self-hosted': 'Sui server del titolare: nessun invio a terzi',
  'non determinabile': 'Non determinabile dalla configurazione: chiedila al titolare',
};

function ProcessorList({ state }: { state: PrivacyInfoState }) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="font-sans text-sm text-ink-muted">
        Caricamento dell'elenco dei fornitori…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="status" className="rounded-md border border-rule bg-paper-raised p-4 font-sans text-sm">
        L'elenco dei fornitori utilizzati non è disponibile in questo momento: ricarica la pagina o chiedilo
        al titolare ai recapiti della sezione <a href="#contatti">Contatti</a>.
      </p>
    );
  }
  if (state.info.processors.length === 0) {
    return (
      <p>
        Questa installazione non si avvale di fornitori esterni: tutti i dati restano sui server del titolare.
      </p>
    );
  }
  return (
    <ul aria-label="Fornitori utilizzati" className="grid gap-3 md:grid-cols-2">
      {state.info.processors.map((processor) => {
        const label = PURPOSE_LABEL[processor.purpose];
        return (
          <li
            key={`${processor.purpose}-${processor.name}`}
            data-testid="privacy-processor"
            className="rounded-md border border-rule bg-paper-raised p-4 font-sans text-sm"
          >
            <p className="font-semibold text-ink">{label.title}</p>
            <p className="mt-1">
              Fornitore: <span className="font-medium">{processor.name}</span>
            </p>
            <p className="mt-1">Dove: {LOCATION_LABEL[processor.location] ?? processor.location}</p>
            <p className="mt-1 text-ink-muted">Dati trattati: {dataOf(processor)}.</p>
          </li>
        );
      })}
    </ul>
  );
}

export function FurtherInformationSection({ state }: { state: PrivacyInfoState }) {
  return (
    <PrivacySection id="ulteriori-informazioni">
      <PrivacySubheading>Fornitori (responsabili del trattamento)</PrivacySubheading>
      <p>
        Per alcune funzioni il titolare si avvale dei fornitori seguenti, che trattano i dati per suo conto
        come responsabili del trattamento (art. 28 GDPR) e solo per erogare il servizio richiesto.
      </p>
      <ProcessorList state={state} />
      <PrivacySubheading>Trasferimenti fuori dall'Unione europea</PrivacySubheading>
      <p>
        Se un fornitore tratta i dati fuori dallo Spazio economico europeo, il trasferimento avviene solo
        verso paesi per cui la Commissione europea ha adottato una decisione di adeguatezza (art. 45 GDPR, ad
        esempio lo EU-U.S. Data Privacy Framework per le società statunitensi aderenti) oppure sulla base
        delle clausole contrattuali tipo approvate dalla Commissione (art. 46 GDPR), con le eventuali misure
        supplementari. Una copia delle garanzie può essere richiesta al titolare.
      </p>
      <PrivacySubheading>Intelligenza artificiale</PrivacySubheading>
      <p>
        Quando è configurato un modello di intelligenza artificiale, al suo fornitore sono inviati la domanda,
        i messaggi precedenti della stessa conversazione e i passaggi recuperati per rispondere (articoli di
        legge, estratti dei documenti personali attivati, testi delle pagine web trovate) e, per il generatore
        di documenti e il simulatore di strategia, i dati inseriti nei moduli. Nome, e-mail e gli altri dati
        dell'account non sono inviati. Senza un modello configurato le risposte sono estrattive e nessun testo
        lascia il server.
      </p>
      <p>
        Le risposte, i documenti generati e le stime del simulatore sono strumenti di supporto che il
        professionista deve verificare. Brocardo non adotta decisioni basate unicamente su un trattamento
        automatizzato che producano effetti giuridici o incidano in modo analogo sull'interessato (art. 22
        GDPR).
      </p>
      <PrivacySubheading>Dati dei clienti inseriti dal professionista</PrivacySubheading>
      <p>
        Per i dati di terzi che inserisci nel servizio (ad esempio dei tuoi clienti) sei tu, di norma, il
        titolare del trattamento: puoi chiedere al titolare indicato nella sezione Contatti di regolare il
        rapporto con un accordo ai sensi dell'art. 28 GDPR.
      </p>
      <PrivacySubheading>Natura del conferimento e modifiche</PrivacySubheading>
      <p>
        Nome, e-mail e password sono necessari per registrarsi: senza non è possibile usare il servizio. Nel
        modulo di contatto sono obbligatori nome, e-mail, messaggio e consenso; studio e area di interesse
        sono facoltativi. Le modifiche a questa informativa sono pubblicate su questa pagina, con la data
        dell'ultimo aggiornamento.
      </p>
    </PrivacySection>
  );
}
