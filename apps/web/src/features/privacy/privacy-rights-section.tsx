import { BulletList, PrivacySection } from './privacy-section';
import type { PrivacyInfoState } from './use-privacy-info';

const GARANTE_URL = 'https://www.garanteprivacy.it';

export function RightsSection({ state }: { state: PrivacyInfoState }) {
  const email = state.status === 'ready' ? state.info.controller.email : null;
  return (
    <PrivacySection id="diritti">
      <p>In qualità di interessato puoi in ogni momento:</p>
      <BulletList>
        <li>accedere ai tuoi dati e riceverne copia (art. 15 GDPR);</li>
        <li>ottenere la rettifica dei dati inesatti o l'integrazione di quelli incompleti (art. 16);</li>
        <li>ottenere la cancellazione dei dati, compresa quella dell'account (art. 17);</li>
        <li>ottenere la limitazione del trattamento (art. 18);</li>
        <li>
          ricevere i dati che ci hai fornito in un formato strutturato e leggibile da dispositivo automatico e
          trasmetterli a un altro titolare (portabilità, art. 20);
        </li>
        <li>opporti ai trattamenti basati sul legittimo interesse (art. 21);</li>
        <li>
          revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento svolto
          prima della revoca (art. 7, par. 3);
        </li>
        <li>
          proporre reclamo al Garante per la protezione dei dati personali (art. 77), sul sito{' '}
          <a href={GARANTE_URL} rel="noopener noreferrer">
            www.garanteprivacy.it
          </a>
          , o all'autorità di controllo dello Stato in cui risiedi o lavori.
        </li>
      </BulletList>
      <p>
        Due diritti li eserciti da solo, nella pagina del tuo account (sezione «I tuoi dati»): «Scarica i miei
        dati» ti consegna subito un archivio ZIP con i dati dell'account, le conversazioni con i messaggi, i
        documenti caricati (dati e file), gli atti generati con le versioni, le strategie, le pratiche, le
        revisioni tabellari con i loro file, il registro dei punti, i record di utilizzo, i feedback e il
        registro delle attività (artt. 15 e 20); «Elimina account», confermato con la password, chiude le
        sessioni e cancella subito l'account e i contenuti, compresi i file (art. 17). Restano soltanto, senza
        alcun collegamento con la tua identità, il testo dei feedback che hai dato e il registro dei punti e
        dei consumi, perché i totali del servizio continuino a tornare; l'indirizzo e-mail torna libero per
        una nuova registrazione.
      </p>
      <p>
        Per esercitare gli altri diritti scrivi al titolare all'indirizzo e-mail{' '}
        {email ? <a href={`mailto:${email}`}>{email}</a> : 'indicato nella sezione Contatti'}. La richiesta è
        gratuita e riceve risposta entro un mese dal ricevimento; per proteggere i tuoi dati potremmo
        chiederti di confermare la tua identità, ad esempio scrivendo dall'indirizzo e-mail dell'account.
      </p>
    </PrivacySection>
  );
}
