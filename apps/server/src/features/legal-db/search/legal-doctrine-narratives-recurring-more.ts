import { type DoctrineEntry, pairs } from './legal-doctrine-entry';
import { DEAD, STRUCK_BACK } from './legal-doctrine-narratives-recurring';

/**
 * More situations clients keep bringing (see legal-doctrine-narratives-recurring.ts): questioned as a
 * suspect, no money for a lawyer, a foreigner buying a home, a data breach nobody reported, driving
 * off after a collision, a poisoned pet, tenants who stopped paying, a town hall that changes its
 * mind, a non-compete clause, condominium arrears, software that reads employees' faces, a fake
 * video, botched building work, a parent with dementia signing contracts, an intruder struck at home,
 * a loan on trust, a joint account after a death, a mechanic keeping the car, the family business, a
 * wrong diagnosis, an e-scooter, padded expenses, a lost tender, a search without warrant, a will made
 * when confused, a lorry driver's hours, a fake banknote, an unpaid invoice, an interpreter, a CV
 * screened by software, AI reading a scan, a product that catches fire, a company punished, a summons.
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions. See `legal-doctrine.ts` for how names match.
 */
const VEHICLES = [
  'macchina',
  'auto',
  'motorino',
  'moto',
  'bici',
  'ciclista',
  'pedone',
  'urtato',
  'investito',
];

export const LEGAL_DOCTRINE_NARRATIVES_RECURRING_MORE: readonly DoctrineEntry[] = [
  {
    names: pairs(
      ['indagato', 'indagata', 'interrogatorio', 'interrogato', 'interrogata', 'convocato', 'convocata'],
      ['rispondere', 'silenzio', 'zitto', 'zitta', 'tacere'],
    ),
    articles: ['cpp-64', 'cpp-65', 'cpp-350'],
  },
  {
    names: pairs(['soldi', 'permettermi', 'reddito', 'disoccupato', 'disoccupata'], ['avvocato', 'legale']),
    articles: ['cost-24'],
  },
  {
    names: pairs(
      ['straniero', 'straniera', 'stranieri', 'cittadino italiano', 'cittadinanza', 'extracomunitario'],
      ['comprare casa', 'acquistare casa', 'comprare immobile', 'comprare appartamento', 'proprietà'],
    ),
    articles: ['preleggi-16'],
  },
  {
    names: [
      ...pairs(
        [
          'attacco informatico',
          'hacker',
          'hackerato',
          'violazione dati',
          'furto dati',
          'dati rubati',
          'finiti rete',
        ],
        ['avvisare', 'avvisato', 'avvisati', 'comunicato', 'informato', 'danni', 'risarcimento', 'scritto'],
      ),
      'data breach',
    ],
    articles: ['gdpr-33', 'gdpr-34', 'gdpr-82'],
  },
  {
    names: pairs(VEHICLES, [
      'scappato',
      'scappata',
      'andato via',
      'andata via',
      'fermarmi',
      'fuggito',
      'fuga',
      'soccorso',
    ]),
    articles: ['cds-189', 'cp-593', 'cp-590'],
  },
  {
    names: pairs(
      ['cane', 'cani', 'gatto', 'gatti', 'animale'],
      ['avvelenato', 'avvelenata', 'avvelenati', 'veleno', 'lumachicida', 'topicida', 'ammazzato', 'ucciso'],
    ),
    articles: ['cp-544-bis', 'cp-638', 'cc-2043'],
  },
  {
    names: pairs(
      ['inquilini', 'inquilino', 'affittuari', 'affittato', 'affitto'],
      ['arretrati', 'morosi', 'moroso', 'riavere casa', 'casa libera', 'liberare casa', 'sfrattare'],
    ),
    articles: ['cpc-658', 'cc-1587', 'cpc-663'],
  },
  {
    names: pairs(
      ['comune', 'amministrazione', 'regione'],
      ['cambiato idea', 'revocato', 'revocata', 'revoca', 'ritirato', 'ritirata', 'tolto autorizzazione'],
    ),
    articles: ['l241-21-quinquies'],
  },
  {
    names: [
      'patto concorrenza',
      'divieto concorrenza',
      ...pairs(
        ['lavorare', 'assumere'],
        ['concorrenza', 'concorrente', 'concorrenti', 'agenzia concorrente'],
      ),
    ],
    articles: ['cc-2125', 'cc-2105'],
  },
  {
    names: pairs(
      ['spese condominio', 'spese condominiali', 'rate condominio', 'quote condominiali'],
      ['pago', 'arretrate', 'pignorare', 'decreto', 'causa', 'amministratore'],
    ),
    articles: ['dispattcc-63', 'cc-1123', 'cpc-633'],
  },
  {
    names: pairs(
      ['facce', 'volti', 'emozioni', 'stress', 'umore', 'webcam'],
      ['analizza', 'analizzano', 'riconosce', 'programma', 'software', 'intelligenza artificiale'],
    ),
    articles: ['aiact-5', 'l132-11'],
  },
  {
    names: [
      'deepfake',
      ...pairs(
        ['video', 'audio', 'voce'],
        ['finto', 'finta', 'falso', 'falsa', 'modificato', 'montaggio', 'app'],
      ),
    ],
    articles: ['l132-26', 'cp-595'],
  },
  {
    names: pairs(
      ['ditta', 'impresa', 'muratore', 'idraulico', 'artigiano', 'lavori'],
      ['difetti', 'perde', 'esce acqua', 'infiltrazioni', 'fatto male', 'crepe'],
    ),
    articles: ['cc-1667', 'cc-1668', 'cc-1669'],
  },
  {
    names: pairs(
      ['demenza', 'alzheimer'],
      ['firma', 'firmato', 'contratti', 'contratto', 'proteggerla', 'proteggerlo'],
    ),
    articles: ['cc-404', 'cc-406', 'cc-428'],
  },
  {
    names: pairs(
      ['svaligiato', 'svaligiata', 'entrato casa', 'entrati casa', 'uomo casa', 'uomo cucina', 'intrusi'],
      STRUCK_BACK,
    ),
    articles: ['cp-52', 'cp-55', 'cc-2044'],
  },
  {
    names: pairs(
      [
        'comprato internet',
        'comprate internet',
        'comprato online',
        'ordinato online',
        'acquisto online',
        'amazon',
      ],
      ['restituire', 'indietro', 'rimandare', 'reso', 'ripensamento', 'vanno bene'],
    ),
    articles: ['consumo-52', 'consumo-54', 'consumo-57'],
  },
  {
    names: pairs(
      ['piccolo', 'piccola', 'banale', 'lieve', 'pochi euro', 'poco valore'],
      ['furto', 'rubato', 'processo', 'reato'],
    ),
    articles: ['cp-131-bis', 'cp-624'],
  },
  {
    names: pairs(
      ['vedere', 'visionare', 'copia', 'accesso'],
      [
        'progetto',
        'pratica edilizia',
        'permesso costruire',
        'ufficio tecnico',
        'atti comune',
        'documenti comune',
      ],
    ),
    articles: ['l241-22', 'l241-25'],
  },
  {
    names: pairs(
      ['programma', 'software', 'algoritmo', 'app', 'sistema automatico'],
      ['turni', 'premio', 'premi', 'valuta lavoratori', 'controlla lavoratori', 'decide'],
    ),
    articles: ['l132-11', 'gdpr-22', 'aiact-26'],
  },
  {
    names: pairs(['chiedere danni', 'risarcimento'], ['processo penale', 'processo', 'udienza', 'imputato']),
    articles: ['cpp-74', 'cpp-76', 'cpp-79'],
  },
  {
    names: pairs(
      ['prestato', 'prestati', 'prestito'],
      ['parola', 'scadenza', 'ridati', 'ridare', 'restituire', 'restituzione', 'pretenderli'],
    ),
    articles: ['cc-1817', 'cc-1813'],
  },
  {
    names: pairs(
      ['conto insieme', 'conto cointestato', 'conto comune', 'cointestato'],
      [...DEAD, 'eredi', 'erede', 'funerale'],
    ),
    articles: ['cc-1854', 'cc-1298'],
  },
  {
    names: pairs(
      ['meccanico', 'carrozziere', 'carrozzeria', 'officina', 'riparatore'],
      ['tenersi', 'tiene', 'trattiene', 'ridà', 'restituisce', 'riconsegna', 'preventivo'],
    ),
    articles: ['cc-2756', 'cc-1657'],
  },
  {
    names: [
      'impresa familiare',
      ...pairs(
        [
          'pizzeria famiglia',
          'negozio famiglia',
          'azienda famiglia',
          'attività famiglia',
          'ditta famiglia',
          'bar famiglia',
        ],
        ['lavorato', 'lavoro', 'stipendio', 'spetta'],
      ),
    ],
    articles: ['cc-230-bis'],
  },
  {
    names: pairs(
      ['medico', 'dottore', 'ospedale', 'chirurgo'],
      ['diagnosi sbagliata', 'sbagliato diagnosi', 'errore', 'sbagliato', 'negligenza', 'denunciare'],
    ),
    articles: ['cp-590-sexies', 'cp-590', 'cc-2236'],
  },
  {
    names: pairs(
      ['monopattino', 'monopattini', 'bici', 'bicicletta'],
      ['addosso', 'investito', 'investita', 'caduta', 'caduto', 'urtato', 'urtata'],
    ),
    articles: ['cc-2054', 'cc-2043'],
  },
  {
    names: pairs(
      ['dipendente', 'impiegato', 'collaboratore'],
      ['note spese', 'gonfiate', 'gonfiati', 'scontrini', 'cassa', 'ammanco'],
    ),
    articles: ['cc-2119', 'cp-640', 'cp-646'],
  },
  {
    names: pairs(
      ['gara', 'appalto', 'bando'],
      ['ricorso', 'ricorrere', 'impugnare', 'aggiudicata', 'aggiudicazione', 'vinto', 'requisiti'],
    ),
    articles: ['cpa-120', 'cpa-119'],
  },
  {
    names: pairs(
      ['carabinieri', 'polizia', 'finanza', 'agenti'],
      ['rovistato', 'perquisito', 'perquisita', 'perquisizione', 'frugato', 'entrati casa', 'entrare casa'],
    ),
    articles: ['cpp-352', 'cost-14', 'cpp-247'],
  },
  {
    names: pairs(
      ['testamento'],
      ['riconosceva', 'capiva', 'demenza', 'alzheimer', 'lucido', 'lucida', 'incapace', 'confuso', 'confusa'],
    ),
    articles: ['cc-591'],
  },
  {
    names: [
      'tachigrafo',
      ...pairs(['autista', 'camionista', 'tir', 'camion'], ['ore guida', 'riposo', 'troppe ore']),
    ],
    articles: ['cds-174'],
  },
  {
    names: pairs(
      ['banconota', 'banconote', 'euro', 'soldi', 'moneta'],
      ['falso', 'falsa', 'falsi', 'false', 'contraffatta', 'contraffatte'],
    ),
    articles: ['cp-457', 'cp-455'],
  },
  {
    names: pairs(
      ['fattura', 'fatture', 'solleciti', 'sollecito'],
      ['farmi pagare', 'paga', 'pagato', 'recuperare', 'veloce'],
    ),
    articles: ['cpc-633', 'cpc-634'],
  },
  {
    names: pairs(
      ['interprete', 'traduce', 'traduttore', 'parlo italiano', 'capisco italiano'],
      ['indagato', 'indagata', 'processo', 'carabinieri', 'polizia', 'interrogatorio', 'imputato'],
    ),
    articles: ['cpp-143'],
  },
  {
    names: pairs(
      ['curriculum', 'candidatura', 'selezione'],
      [
        'programma',
        'algoritmo',
        'automatico',
        'automatica',
        'computer',
        'software',
        'intelligenza artificiale',
      ],
    ),
    articles: ['gdpr-22', 'aiact-86'],
  },
  {
    names: pairs(
      ['tac', 'radiografia', 'referto', 'diagnosi', 'risonanza', 'medico', 'radiologo'],
      ['computer', 'intelligenza artificiale', 'algoritmo', 'software'],
    ),
    articles: ['l132-7'],
  },
  {
    names: [
      ...pairs(
        ['batteria', 'caricatore', 'elettrodomestico'],
        ['fuoco', 'incendio', 'esploso', 'esplosa', 'bruciato'],
      ),
      ...pairs(
        ['produttore', 'fabbricante', 'fabbricata', 'fabbricato', 'costruttore'],
        ['danni', 'risarcire', 'fuoco', 'incendio', 'difettoso', 'difettosa'],
      ),
    ],
    articles: ['consumo-114', 'consumo-117', 'consumo-118'],
  },
  {
    names: [
      ...pairs(
        ['società', 'srl', 'spa', 'ente', 'ditta', 'impresa', 'azienda'],
        ['punita', 'punito', 'sanzionata', 'sanzionato'],
      ),
      ...pairs(['impresa', 'ditta', 'azienda'], ['impalcatura', 'parapetto', 'operaio caduto']),
    ],
    articles: ['dlgs231-5', 'dlgs231-25-septies', 'dlgs231-9'],
  },
  {
    names: pairs(
      ['fa causa', 'citazione', 'citato', 'citata'],
      ['rispondere', 'costituirmi', 'scadenza', 'prima udienza', 'comparsa'],
    ),
    articles: ['cpc-166', 'cpc-167'],
  },
  {
    names: pairs(
      ['assegno', 'mantenimento', 'alimenti'],
      ['denunciarlo', 'denunciarla', 'denunciare', 'denuncia', 'reato'],
    ),
    articles: ['cp-570-bis', 'cp-570'],
  },
  {
    names: pairs(
      ['marito', 'moglie', 'convivente', 'fidanzato', 'fidanzata', 'vive'],
      ['insulta', 'picchia', 'spintona', 'maltratta', 'umilia', 'controlla telefono'],
    ),
    articles: ['cp-572', 'cp-582'],
  },
  {
    names: pairs(['polizia', 'carabinieri', 'questura', 'interrogatorio'], ['zitto', 'zitta', 'tacere']),
    articles: ['cpp-64', 'cpp-350'],
  },
];
