import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * Clients' stories that end in a complaint, a request to a company holding their data, a dealing with
 * the administration or a system of artificial intelligence → the articles a lawyer cites: theft,
 * fraud, threats, stalking, defamation, injuries and how to file; access to and erasure of one's data,
 * unwanted calls, data breaches, automated decisions; access to administrative documents, the
 * administration's silence, reasons for a refusal, SCIA; chatbots, deepfakes, AI at work and at a
 * professional's desk. Short combinations of the client's words; only those the older tables lack.
 *
 * Written from the codes' rubrics (Codice penale Libro II, Codice di procedura penale Libro V),
 * the GDPR and the Codice privacy, L. 241/1990, the Codice del processo amministrativo, the AI Act and
 * L. 132/2025, and from general Italian legal knowledge, never from evaluation questions.
 */
export const LEGAL_DOCTRINE_NARRATIVES_PUBLIC: readonly DoctrineEntry[] = [
  // Reati e denunce
  {
    names: [
      'rubato bici',
      'rubato bicicletta',
      'rubato monopattino',
      'rubato motorino',
      'rubato borsa macchina',
      'rubato telefono tavolo',
      'ladro telecamera',
      'ladro video',
    ],
    articles: ['cp-624', 'cp-625', 'cpp-333'],
  },
  {
    names: [
      'pagato telefono arrivato',
      'pagato arrivato venditore sparito',
      'venditore sparito',
      'pagato internet arrivato',
      'annuncio falso pagato',
      'pagato bonifico sparito',
      'finto tecnico soldi',
      'finto carabiniere',
      'finto nipote',
    ],
    articles: ['cp-640', 'cpp-336'],
  },
  {
    names: [
      'messaggio falso banca codici',
      'dato codici banca',
      'svuotato conto',
      'rubato soldi conto',
      'soldi spariti conto',
      'clonato carta',
      'link falso banca',
    ],
    articles: ['cp-640-ter', 'cp-640', 'cp-493-ter'],
  },
  {
    names: [
      'brucia macchina',
      'detto ammazzo',
      'minacciato vicino',
      'minaccia farmi male',
      'minacciato morte',
      'detto te la faccio pagare',
    ],
    articles: ['cp-612'],
  },
  {
    names: [
      'ex scrive messaggi continuo',
      'messaggi continuo paura',
      'aspetta sotto casa',
      'segue ovunque',
      'paura uscire casa',
      'ex perseguita',
      'ex segue',
      'chiama giorno notte',
    ],
    articles: ['cp-612-bis'],
  },
  {
    names: [
      'scritto facebook falso',
      'scrive gruppi ladro',
      'scritto facebook rubo',
      'scritto social falso',
      'rovinando reputazione',
      'rovinato reputazione',
      'parla male me',
      'post offensivo',
      'recensione falsa offensiva',
    ],
    articles: ['cp-595'],
  },
  {
    names: ['pugno rotto naso', 'dato pugno', 'picchiato partita', 'preso pugni', 'schiaffo ferito'],
    articles: ['cp-582', 'cp-583'],
  },
  {
    names: [
      'marito picchia insulta',
      'marito picchia anni',
      'picchia bambini davanti',
      'insulta anni davanti bambini',
    ],
    articles: ['cp-572', 'cp-582'],
  },
  {
    names: ['foto intime gruppo', 'pubblicato foto intime', 'video intimo', 'foto nuda', 'foto nude'],
    articles: ['cp-612-ter'],
  },
  {
    names: [
      'chiudere tutto pubblico ministero',
      'pm archiviare',
      'pubblico ministero archiviare',
      'archiviare denuncia',
      'archiviazione denuncia',
      'oppormi archiviazione',
      'denuncia archiviata',
    ],
    articles: ['cpp-410', 'cpp-408'],
  },
  {
    names: [
      'tempo denunciare',
      'tempo querela',
      'tempo fare denuncia',
      'mesi denunciare',
      'scadenza querela',
      'tardi denunciare',
    ],
    articles: ['cp-124', 'cpp-336'],
  },
  // Dati personali
  {
    names: [
      'dati ha su me',
      'dati hanno su me',
      'chiesto miei dati',
      'chiesto dati personali risposto',
      'copia miei dati',
      'vedere miei dati',
    ],
    articles: ['gdpr-15', 'gdpr-12'],
  },
  {
    names: [
      'cancellare dati',
      'farli cancellare',
      'cancellare mio nome sito',
      'togliere dati sito',
      'cancellare numero',
      'cancellare foto internet',
    ],
    articles: ['gdpr-17', 'gdpr-21'],
  },
  {
    names: [
      'nome numero sito permesso',
      'messo nome sito',
      'pubblicato dati senza consenso',
      'usato dati senza permesso',
      'usato foto senza permesso',
      'chiedermi permesso dati',
    ],
    articles: ['gdpr-6', 'gdpr-7', 'gdpr-17'],
  },
  {
    names: [
      'telefonate call center',
      'chiamate call center',
      'chiamano offerte',
      'telefonate offerte luce gas',
      'chiamate continue offerte',
      'chiamate pubblicitarie',
      'email pubblicitarie',
      'sms pubblicitari',
    ],
    articles: ['privacy-130', 'gdpr-21'],
  },
  {
    names: [
      'hacker rubato dati',
      'hacker dati',
      'sito bucato',
      'bucato dati',
      'rubato dati clienti',
      'rubato dati dipendenti',
      'dati rubati',
      'furto dati',
      'dati finiti internet',
    ],
    articles: ['gdpr-33', 'gdpr-34', 'gdpr-82'],
  },
  {
    names: [
      'telecamere spogliatoio',
      'telecamere ufficio',
      'telecamere lavoro capo',
      'datore telecamere',
      'controlla computer dipendenti',
    ],
    articles: ['privacy-114', 'gdpr-88', 'gdpr-6'],
  },
  {
    names: [
      'deciso computer',
      'deciso programma',
      'deciso algoritmo',
      'rifiutato computer',
      'rifiutato automaticamente',
      'scartato algoritmo',
    ],
    articles: ['gdpr-22', 'gdpr-15'],
  },
  // Pubblica amministrazione
  {
    names: [
      'comune fa vedere documenti',
      'vedere pratica comune',
      'vedere documenti comune',
      'vedere documenti gara',
      'copia pratica comune',
      'chiesto comune vedere',
      'vedere permesso costruire vicino',
      'vedere atti comune',
      'accesso atti comune',
    ],
    articles: ['l241-22', 'l241-25', 'cpa-116'],
  },
  {
    names: [
      'comune risponde',
      'comune mai risposto',
      'domanda comune risposta',
      'domanda comune mesi',
      'comune mesi risposta',
      'regione risponde',
      'ufficio pubblico risponde',
      'istanza risposta mesi',
    ],
    articles: ['l241-2', 'cpa-117', 'cpa-31'],
  },
  {
    names: [
      'comune negato spiegare',
      'negato permesso spiegare',
      'rifiutato spiegare perché',
      'negato permesso motivo',
      'comune rifiutato motivo',
      'respinto domanda spiegazione',
    ],
    articles: ['l241-3', 'l241-10-bis'],
  },
  {
    names: [
      'aprire negozio permesso comune',
      'aprire negozio comune',
      'aprire attività comune',
      'aprire bar comune',
      'aprire parrucchiere',
      'aspettare permesso comune',
      'presentato scia',
      'scia ristrutturare',
    ],
    articles: ['l241-19'],
  },
  {
    names: [
      'comune fermare lavori',
      'comune bloccato lavori',
      'comune ritirato permesso',
      'comune annullato permesso',
    ],
    articles: ['l241-21-novies', 'l241-19'],
  },
  // Intelligenza artificiale
  {
    names: [
      'avvocato chatgpt',
      'avvocato intelligenza artificiale',
      'avvocato usa chatgpt',
      'commercialista intelligenza artificiale',
      'professionista intelligenza artificiale',
      'chatgpt atti',
      'chatgpt scrivere',
    ],
    articles: ['l132-13'],
  },
  {
    names: [
      'video falso intelligenza artificiale',
      'foto falsa intelligenza artificiale',
      'video falso sembro',
      'voce falsa intelligenza artificiale',
      'deepfake',
      'falso creato intelligenza artificiale',
    ],
    articles: ['aiact-50', 'l132-26', 'cp-595'],
  },
  {
    names: [
      'capo intelligenza artificiale controllarci',
      'intelligenza artificiale controllare dipendenti',
      'intelligenza artificiale valutare dipendenti',
      'programma controllarci valutarci',
      'algoritmo lavoro valuta',
      'intelligenza artificiale lavoro',
    ],
    articles: ['l132-11', 'aiact-26', 'aiact-6'],
  },
  {
    names: [
      'chattato robot',
      'parlato robot',
      'assistenza robot',
      'chatbot',
      'capito robot',
      'dirmelo robot',
    ],
    articles: ['aiact-50'],
  },
];
