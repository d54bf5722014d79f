import type { PrivacyInfoResponse } from '@brocardo/shared/contracts/privacy';
import { paths } from '../../lib/paths';
import { BulletList, PrivacySection, PrivacySubheading } from './privacy-section';
import type { PrivacyInfoState } from './use-privacy-info';

type Controller = PrivacyInfoResponse['controller'];

export function IntroductionSection({ controllerName }: { controllerName: string | null }) {
  return (
    <PrivacySection id="introduzione">
      <p>
        Questa informativa descrive come Brocardo, assistente legale basato sull'intelligenza artificiale per
        gli studi legali italiani, tratta i dati personali di chi visita le pagine pubbliche, di chi scrive
        tramite il modulo di contatto e di chi utilizza il servizio con un account. È resa ai sensi dell'art.
        13 del Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 196/2003 (Codice in materia di protezione dei
        dati personali).
      </p>
      <p>
        Titolare del trattamento è{' '}
        {controllerName
          ? `${controllerName}, che gestisce questa installazione di Brocardo (recapiti nella sezione Contatti)`
          : 'il soggetto che gestisce questa installazione di Brocardo, indicato nella sezione Contatti'}
        . Le parti dell'informativa che dipendono dalla configurazione (titolare, fornitori utilizzati, tempi
        delle sessioni) sono lette dal server e corrispondono a quanto effettivamente in uso.
      </p>
    </PrivacySection>
  );
}

function ControllerDetails({ controller }: { controller: Controller }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-md border border-rule bg-paper-raised p-4 font-sans text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-ink-muted">Titolare del trattamento</dt>
      <dd data-testid="controller-name">{controller.name}</dd>
      {controller.address && (
        <>
          <dt className="font-semibold text-ink-muted">Sede</dt>
          <dd>{controller.address}</dd>
        </>
      )}
      {controller.vat && (
        <>
          <dt className="font-semibold text-ink-muted">Partita IVA</dt>
          <dd>{controller.vat}</dd>
        </>
      )}
      <dt className="font-semibold text-ink-muted">E-mail</dt>
      <dd className="break-all">
        <a href={`mailto:${controller.email}`}>{controller.email}</a>
      </dd>
      {controller.dpo_email && (
        <>
          <dt className="font-semibold text-ink-muted">Responsabile della protezione dei dati (DPO)</dt>
          <dd className="break-all">
            <a href={`mailto:${controller.dpo_email}`}>{controller.dpo_email}</a>
          </dd>
        </>
      )}
    </dl>
  );
}

export function ContactsSection({ state }: { state: PrivacyInfoState }) {
  return (
    <PrivacySection id="contatti">
      <p>
        Per qualsiasi domanda su questa informativa e per esercitare i tuoi diritti puoi rivolgerti al
        titolare del trattamento ai recapiti seguenti.
      </p>
      {state.status === 'ready' && <ControllerDetails controller={state.info.controller} />}
      {state.status === 'loading' && (
        <p role="status" className="font-sans text-sm text-ink-muted">
          Caricamento dei dati del titolare…
        </p>
      )}
      {state.status === 'failed' && (
        <p role="status" className="rounded-md border border-rule bg-paper-raised p-4 font-sans text-sm">
          I dati di contatto del titolare non sono disponibili in questo momento. Ricarica la pagina tra poco;
          puoi anche usare il modulo di contatto della{' '}
          <a href={`${paths.discover}#contatti`}>pagina di presentazione</a>.
        </p>
      )}
      {state.status === 'ready' && !state.info.controller.dpo_email && (
        <p>Il titolare non ha designato un responsabile della protezione dei dati (DPO).</p>
      )}
    </PrivacySection>
  );
}

export function CollectedDataSection() {
  return (
    <PrivacySection id="dati-raccolti">
      <p>Brocardo tratta soltanto i dati necessari al funzionamento del servizio, in particolare:</p>
      <PrivacySubheading>Dati dell'account</PrivacySubheading>
      <BulletList>
        <li>
          nome, indirizzo e-mail (con la data della sua verifica), piano di abbonamento, saldo punti e
          preferenze come il completamento del tutorial;
        </li>
        <li>
          la password, che non viene mai conservata in chiaro: ne è salvata solo un'impronta calcolata con
          l'algoritmo argon2id, dalla quale non è possibile risalire alla password;
        </li>
        <li>
          le sessioni di accesso: data di inizio e di ultimo utilizzo, indirizzo IP e tipo di browser (user
          agent); del token di sessione è conservata solo un'impronta SHA-256.
        </li>
      </BulletList>
      <PrivacySubheading>Contenuti che inserisci</PrivacySubheading>
      <BulletList>
        <li>le conversazioni con l'assistente: domande, risposte, fonti citate e ricerche web eseguite;</li>
        <li>
          i documenti personali caricati (PDF, DOCX, XLS, XLSX), con il testo estratto anche tramite
          riconoscimento ottico dei caratteri (OCR) e i passaggi in cui è suddiviso per la ricerca;
        </li>
        <li>
          i documenti legali generati e le loro versioni, le analisi del simulatore di strategia processuale e
          i dati del caso che inserisci nei relativi moduli;
        </li>
        <li>le valutazioni delle risposte (feedback), con il commento facoltativo e il testo valutato.</li>
      </BulletList>
      <p>
        Domande e documenti possono contenere dati di terzi, ad esempio dei tuoi clienti, anche appartenenti a
        categorie particolari (art. 9 GDPR) o relativi a condanne penali e reati (art. 10 GDPR): inseriscili
        solo se necessario e, quando possibile, in forma anonimizzata o pseudonimizzata.
      </p>
      <PrivacySubheading>Dati di utilizzo e di sicurezza</PrivacySubheading>
      <BulletList>
        <li>
          il registro dei punti (assegnazioni mensili, addebiti, rimborsi, rettifiche) e i record di utilizzo
          delle funzioni di intelligenza artificiale (funzione, modello, token consumati, costi, tempi di
          risposta);
        </li>
        <li>
          il registro delle attività consultabile dagli amministratori (tipo di azione, dettagli, data e
          indirizzo IP);
        </li>
        <li>
          i tentativi di accesso non riusciti per indirizzo e-mail, usati per il blocco temporaneo dopo troppi
          errori;
        </li>
        <li>
          i log tecnici del server: metodo e indirizzo della richiesta, indirizzo IP, identificativo della
          richiesta, esito e tempi. Password, token, intestazioni di autorizzazione e cookie non vengono mai
          registrati.
        </li>
      </BulletList>
      <PrivacySubheading>Messaggi dal modulo di contatto</PrivacySubheading>
      <p>
        Nome, e-mail, studio o azienda (facoltativo), area di interesse, testo del messaggio e data del
        consenso.
      </p>
      <PrivacySubheading>Dati salvati nel tuo browser</PrivacySubheading>
      <p>
        Brocardo non usa cookie di profilazione, pubblicitari o di analisi di terze parti, né strumenti di
        tracciamento. Per funzionare salva nella memoria locale del browser (localStorage) il token di accesso
        (<code>auth_token</code>), nome, e-mail e ruolo dell'utente (<code>user</code>), le impostazioni
        dell'interfaccia (ad esempio la conversazione aperta, la configurazione della banca dati legale, lo
        stato del tutorial) e il conteggio dei tentativi di accesso falliti. Token e dati dell'utente sono
        rimossi all'uscita dall'account; tutto può essere cancellato dalle impostazioni del browser. Caratteri
        e script sono serviti dal server di Brocardo, senza caricare risorse da reti di distribuzione di
        terzi.
      </p>
    </PrivacySection>
  );
}

export function MethodsAndPlaceSection() {
  return (
    <PrivacySection id="modalita-e-luogo">
      <p>
        I dati sono trattati con strumenti informatici, da personale autorizzato del titolare e dai fornitori
        elencati nella sezione <a href="#ulteriori-informazioni">Ulteriori informazioni</a>, solo per le
        finalità descritte.
      </p>
      <PrivacySubheading>Dove sono conservati</PrivacySubheading>
      <p>
        I dati dell'account e i contenuti sono conservati nel database configurato dal titolare (PostgreSQL).
        I file caricati sono salvati sul disco del server o, se configurato, in uno spazio di archiviazione
        compatibile S3 indicato tra i fornitori. I server sono quelli scelti dal titolare per questa
        installazione.
      </p>
      <PrivacySubheading>Misure di sicurezza</PrivacySubheading>
      <BulletList>
        <li>
          password conservate solo come impronta argon2id; token di sessione e link di verifica solo come
          impronta SHA-256;
        </li>
        <li>sessioni che scadono dopo un periodo di inattività e un solo accesso attivo per account;</li>
        <li>
          blocco temporaneo dopo ripetuti tentativi di accesso errati, limiti al numero di richieste e, quando
          attiva, verifica anti-bot su registrazione e modulo di contatto;
        </li>
        <li>
          ogni utente accede solo ai propri contenuti; le funzioni di amministrazione sono riservate agli
          amministratori;
        </li>
        <li>
          in produzione il traffico è cifrato (HTTPS/TLS, con HSTS); le pagine applicano una Content Security
          Policy restrittiva che consente solo script e risorse del server di Brocardo;
        </li>
        <li>
          i file caricati sono analizzati in processi isolati con limiti di tempo e di memoria; credenziali e
          token sono esclusi dai log.
        </li>
      </BulletList>
    </PrivacySection>
  );
}
