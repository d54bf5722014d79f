import { type DoctrineEntry, pairs } from './legal-doctrine-entry';

/**
 * Clients' stories of offences, personal data, the administration and AI as "who or what + what
 * happened" (see `pairs` in legal-doctrine-entry.ts). Each subject paired with each event; a subject
 * alone or an event alone would meet unrelated stories.
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions. See `legal-doctrine.ts` for how names match.
 */
// Not 'amministrazione' or 'ministero': they are also the words of lawyers' questions on acts and
// on the public prosecutor.
const PUBLIC_OFFICES = ['comune', 'regione', 'asl', 'inps', 'prefettura', 'provincia', 'questura'];
const ONLINE_PLACES = [
  'facebook',
  'instagram',
  'social',
  'whatsapp',
  'tiktok',
  'gruppo',
  'chat',
  'recensione',
  'internet',
];
const FALSE_WORDS = [
  'accusato',
  'insultato',
  'offeso',
  'calunnie',
  'falsità',
  'bugie',
  'diffamato',
  'infangato',
  'umiliato',
  'scritto',
  'pubblicato',
  'postato',
  'commenti',
  'detto',
];
const BLOWS = ['pugno', 'pugni', 'schiaffo', 'calcio', 'calci', 'testata', 'botte', 'picchiato', 'aggredito'];
const INJURIES = [
  'ferito',
  'naso',
  'occhio',
  'ospedale',
  'prognosi',
  'referto',
  'punti',
  'lividi',
  'frattura',
  'pronto soccorso',
];
const VEHICLES = ['macchina', 'auto', 'motorino', 'scooter', 'moto', 'furgone', 'camion', 'bici'];
const PARTNERS = ['marito', 'moglie', 'compagno', 'compagna', 'convivente', 'fidanzato'];
const STOLEN_THINGS = [
  'portafoglio',
  'borsa',
  'bici',
  'bicicletta',
  'telefono',
  'cellulare',
  'gioielli',
  'orologio',
  'catenina',
  'zaino',
  'valigia',
  'monopattino',
  'motorino',
];

export const LEGAL_DOCTRINE_NARRATIVES_PAIRS_PUBLIC: readonly DoctrineEntry[] = [
  {
    names: pairs(PUBLIC_OFFICES, ['risponde', 'risposto', 'risposta', 'silenzio']),
    articles: ['l241-2', 'cpa-117', 'cpa-31'],
  },
  {
    names: pairs(PUBLIC_OFFICES, ['documenti', 'copia', 'atti', 'fascicolo', 'pratica']),
    articles: ['l241-22', 'l241-25', 'cpa-116'],
  },
  {
    names: pairs(ONLINE_PLACES, FALSE_WORDS),
    articles: ['cp-595'],
  },
  {
    names: pairs(
      ['dati', 'numero', 'email', 'foto', 'nome'],
      ['cancellare', 'cancellati', 'togliere', 'rimuovere', 'eliminare'],
    ),
    articles: ['gdpr-17'],
  },
  {
    names: pairs(
      ['telefonate', 'chiamate', 'sms', 'email', 'messaggi'],
      [
        'pubblicitarie',
        'pubblicitari',
        'offerte',
        'promozioni',
        'call center',
        'operatori',
        'marketing',
        'commerciali',
      ],
    ),
    articles: ['privacy-130', 'gdpr-21'],
  },
  {
    names: pairs(BLOWS, INJURIES),
    articles: ['cp-582', 'cp-583'],
  },
  {
    names: pairs(
      ['conto', 'carta', 'bancomat'],
      ['svuotato', 'addebiti', 'prelievi', 'spariti', 'clonata', 'clonato'],
    ),
    articles: ['cp-493-ter', 'cp-640-ter'],
  },
  {
    names: pairs(
      ['detto', 'scritto', 'messaggio', 'urlato', 'gridato'],
      ['ammazzo', 'uccido', 'ammazzare', 'spacco', 'brucio', 'pentire'],
    ),
    articles: ['cp-612'],
  },
  {
    names: pairs(
      ['ex', 'collega', 'sconosciuto', 'corteggiatore'],
      ['segue', 'pedina', 'appostato', 'perseguita', 'ossessiona'],
    ),
    articles: ['cp-612-bis'],
  },
  {
    names: pairs(VEHICLES, [
      'rigato',
      'rigata',
      'graffiato',
      'graffiata',
      'ammaccato',
      'ammaccata',
      'vandali',
      'danneggiato',
      'danneggiata',
    ]),
    articles: ['cp-635', 'cc-2043'],
  },
  {
    names: pairs(PARTNERS, [
      'picchia',
      'picchiato',
      'maltratta',
      'botte',
      'violento',
      'violenta',
      'insulta',
      'umilia',
    ]),
    articles: ['cp-572', 'cp-582'],
  },
  {
    names: pairs(['rubato', 'rubata', 'rubati', 'sottratto', 'sparito', 'sparita', 'ladro'], STOLEN_THINGS),
    articles: ['cp-624'],
  },
  {
    names: pairs(
      ['ladri', 'scassinato', 'forzato', 'svaligiato'],
      ['casa', 'appartamento', 'villa', 'finestra', 'porta', 'serratura'],
    ),
    articles: ['cp-624-bis', 'cp-625'],
  },
  {
    names: pairs(
      ['pagato', 'bonifico', 'ricarica', 'postepay', 'paypal', 'anticipo'],
      ['sparito', 'sparita', 'scomparso', 'truffatore', 'annuncio falso'],
    ),
    articles: ['cp-640'],
  },
  {
    names: pairs(
      ['finto', 'finta', 'finti'],
      ['tecnico', 'carabiniere', 'poliziotto', 'nipote', 'avvocato', 'corriere', 'operatore', 'funzionario'],
    ),
    articles: ['cp-640'],
  },
  {
    names: pairs(
      ['dati', 'password', 'iban', 'account'],
      ['rubati', 'hacker', 'violati', 'bucato', 'diffusi', 'perso', 'persi'],
    ),
    articles: ['gdpr-33', 'gdpr-34', 'gdpr-82'],
  },
  {
    names: pairs(
      ['intelligenza artificiale', 'chatgpt', 'algoritmo'],
      ['dipendenti', 'curriculum', 'assunzione', 'colloquio', 'lavoratori'],
    ),
    articles: ['l132-11', 'aiact-26'],
  },
  {
    names: pairs(
      ['dati', 'informazioni', 'registrazioni', 'curriculum'],
      ['copia', 'accesso', 'vedere', 'consultare', 'conoscere'],
    ),
    articles: ['gdpr-15'],
  },
  {
    names: pairs(
      ['dati', 'foto', 'numero', 'immagini', 'video'],
      ['consenso', 'permesso', 'autorizzazione', 'venduto', 'venduti', 'ceduto', 'ceduti'],
    ),
    articles: ['gdpr-6', 'gdpr-7'],
  },
  {
    names: pairs(
      ['aprire', 'avviare', 'iniziare'],
      ['negozio', 'bar', 'attività', 'ristorante', 'laboratorio', 'officina', 'estetista'],
    ),
    articles: ['l241-19'],
  },
  {
    names: pairs(
      ['negato', 'respinto', 'rifiutato', 'bocciato', 'rigettato'],
      ['spiegare', 'spiegazione', 'motivazione', 'motivo'],
    ),
    articles: ['l241-3', 'l241-10-bis'],
  },
  {
    names: pairs(
      ['chatgpt', 'intelligenza artificiale'],
      ['avvocato', 'commercialista', 'notaio', 'consulente', 'professionista', 'architetto'],
    ),
    articles: ['l132-13'],
  },
  {
    names: pairs(
      ['giornale', 'notizia', 'google', 'risultati', 'post', 'recensione'],
      ['cancellare', 'cancelli', 'rimuovere', 'togliere', 'deindicizzare', 'eliminare', 'oblio'],
    ),
    articles: ['gdpr-17'],
  },
  {
    names: pairs(['denuncia', 'querela'], ['ritirare', 'ritirata', 'ritiro', 'rimettere', 'remissione']),
    articles: ['cp-152'],
  },
  {
    names: pairs(['denuncia', 'querela', 'denunciare', 'querelare'], ['tempo', 'mesi', 'scadenza', 'tardi']),
    articles: ['cp-124', 'cpp-336'],
  },
];
