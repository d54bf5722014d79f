import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * A second pass on clients' stories of offences, data, the administration and artificial intelligence,
 * wider than `legal-doctrine-narratives-public.ts`: buying stolen goods, blackmail with photos,
 * nuisance calls, squatters, sexual assault, the elderly deceived, a partner who reads one's chats or
 * enters one's accounts; children's data, correcting wrong data; the driver's licence and fines; a
 * delay that harms, a grant revoked, the appeal to the TAR; AI in the public administration, at court,
 * for minors and in hiring. Short combinations of the client's words; only those the older tables lack.
 *
 * Written from the codes' rubrics (Codice penale Libro II–III, Codice della strada Titoli V–VI), the GDPR
 * and the Codice privacy, L. 241/1990, the Codice del processo amministrativo, the AI Act and L.
 * 132/2025, and from general Italian legal knowledge, never from evaluation questions.
 */
export const LEGAL_DOCTRINE_NARRATIVES_PUBLIC_MORE: readonly DoctrineEntry[] = [
  // Reati
  {
    names: [
      'comprato telefono rubato',
      'comprato bici rubata',
      'comprato rubato sapere',
      'comprato roba rubata',
      'scoperto era rubato',
    ],
    articles: ['cp-648', 'cp-712'],
  },
  {
    names: [
      'amministratore preso soldi',
      'socio tenuto soldi',
      'tenuto soldi miei',
      'tenuto soldi affidati',
      'affidato soldi restituisce',
      'tenuto macchina prestata',
    ],
    articles: ['cp-646'],
  },
  {
    names: [
      'vuole soldi foto',
      'soldi pubblicare foto',
      'ricatta foto',
      'ricattato foto',
      'ricatto soldi',
      'ricattando',
      'chiede soldi altrimenti',
      'pagare altrimenti pubblica',
    ],
    articles: ['cp-629'],
  },
  {
    names: [
      'chiamate anonime',
      'telefonate anonime',
      'squilli notte',
      'chiama continuazione',
      'citofona notte',
      'disturba telefono',
    ],
    articles: ['cp-660'],
  },
  {
    names: [
      'abusivi casa',
      'entrati abusivi',
      'occupanti abusivi',
      'occupato appartamento',
      'casa occupata abusivi',
    ],
    articles: ['cp-633', 'cp-614'],
  },
  {
    names: [
      'toccato autobus',
      'toccata autobus',
      'toccata parti intime',
      'toccato forza',
      'costretta rapporto',
      'abusato sessualmente',
      'molestata sessualmente',
      'palpeggiata',
    ],
    articles: ['cp-609-bis'],
  },
  {
    names: [
      'adulto chat figlia',
      'uomo chat figlio',
      'adescato internet',
      'chatta minorenne',
      'adulto scrive figlia',
    ],
    articles: ['cp-609-undecies'],
  },
  {
    names: [
      'approfittato anziano',
      'approfittato nonna',
      'approfittato nonno',
      'firmare nonna capisce',
      'badante soldi nonna',
      'badante fatto intestare',
      'raggirato anziano',
    ],
    articles: ['cp-643'],
  },
  {
    names: [
      'leggeva messaggi',
      'leggeva chat',
      'spia telefono messaggi',
      'letto whatsapp',
      'letto messaggi telefono',
      'aperto posta',
      'aperto lettere',
    ],
    articles: ['cp-616', 'cp-615-ter'],
  },
  {
    names: [
      'entrato account',
      'entrato email',
      'entrato profilo',
      'rubato password',
      'usato password',
      'hackerato profilo',
      'violato account',
      'accesso account',
    ],
    articles: ['cp-615-ter'],
  },
  {
    names: [
      'localizzatore macchina',
      'gps macchina nascosto',
      'registratore nascosto',
      'microspia',
      'registra conversazioni',
    ],
    articles: ['cp-615-bis', 'cp-617-bis'],
  },
  {
    names: [
      'lasciato solo nonno',
      'abbandonato anziano',
      'lasciato solo bambino',
      'bambino solo casa',
      'abbandonato casa riposo',
    ],
    articles: ['cp-591'],
  },
  {
    names: [
      'casa riposo maltratta',
      'maltrattano casa riposo',
      'maestra maltratta',
      'maestra picchia',
      'asilo maltrattamenti',
      'badante maltratta',
    ],
    articles: ['cp-572', 'cp-571'],
  },
  {
    names: ['scritte muro', 'imbrattato muro', 'imbrattato macchina', 'graffiti muro', 'vernice macchina'],
    articles: ['cp-639'],
  },
  // Strada
  {
    names: ['patente scaduta', 'guidato patente scaduta', 'rinnovare patente'],
    articles: ['cds-126'],
  },
  {
    names: [
      'guidava senza patente',
      'guida senza patente',
      'figlio guidato senza patente',
      'mai preso patente',
    ],
    articles: ['cds-116'],
  },
  {
    names: [
      'senza assicurazione',
      'assicurazione scaduta macchina',
      'macchina assicurata',
      'investito senza assicurazione',
    ],
    articles: ['cds-193'],
  },
  {
    names: ['fermato droga guida', 'guidato fumato', 'canne guida', 'test droga patente'],
    articles: ['cds-187'],
  },
  {
    names: ['telefono guida multa', 'cellulare guida multa', 'cintura multa', 'multa cintura'],
    articles: ['cds-173', 'cds-172'],
  },
  {
    names: ['sospeso patente', 'sospesa patente', 'tolto patente', 'ritirata patente'],
    articles: ['cds-218', 'cds-223'],
  },
  {
    names: ['multa arrivata mesi', 'multa arrivata tardi', 'multa notificata tardi', 'multa dopo mesi'],
    articles: ['cds-201'],
  },
  {
    names: ['pagare multa sconto', 'multa cinque giorni', 'multa ridotta'],
    articles: ['cds-202'],
  },
  // Dati
  {
    names: [
      'dati sbagliati',
      'correggere dati',
      'indirizzo sbagliato dati',
      'correggere nome sbagliato',
      'dati errati',
    ],
    articles: ['gdpr-16'],
  },
  {
    names: [
      'foto figli social',
      'foto figlio internet',
      'foto bambini pubblicate',
      'figlio iscritto social',
      'figlio anni social',
      'figlio minorenne app dati',
    ],
    articles: ['gdpr-8', 'privacy-2-quinquies'],
  },
  {
    names: [
      'garante privacy reclamo',
      'segnalare garante',
      'denunciare garante privacy',
      'rivolgermi garante',
    ],
    articles: ['gdpr-77', 'privacy-141'],
  },
  {
    names: ['portare dati altro', 'passare dati altro operatore'],
    articles: ['gdpr-20'],
  },
  // Pubblica amministrazione
  {
    names: [
      'ritardo comune danni',
      'ritardo comune risarcimento',
      'comune ritardo perso',
      'ritardo pratica danni',
      'pratica ferma anni',
    ],
    articles: ['l241-2-bis', 'l241-2'],
  },
  {
    names: ['revocato contributo', 'tolto contributo', 'comune revocato', 'ritirato autorizzazione'],
    articles: ['l241-21-quinquies', 'l241-21-novies'],
  },
  {
    names: [
      'ricorso tar tempo',
      'tempo ricorso tar',
      'giorni ricorso tar',
      'impugnare provvedimento comune',
      'fare ricorso comune',
      'ricorso contro comune',
    ],
    articles: ['cpa-29', 'cpa-41'],
  },
  {
    names: ['escluso concorso', 'esclusa gara', 'bocciato concorso ricorso', 'escluso graduatoria'],
    articles: ['cpa-29', 'l241-3'],
  },
  {
    names: ['chi segue pratica', 'responsabile pratica', 'nome responsabile comune', 'funzionario pratica'],
    articles: ['l241-5', 'l241-6'],
  },
  // Intelligenza artificiale
  {
    names: [
      'comune intelligenza artificiale',
      'comune algoritmo',
      'pubblica amministrazione algoritmo',
      'inps algoritmo',
      'ufficio pubblico intelligenza artificiale',
    ],
    articles: ['l132-14'],
  },
  {
    names: [
      'giudice intelligenza artificiale',
      'sentenza intelligenza artificiale',
      'tribunale intelligenza artificiale',
    ],
    articles: ['l132-15'],
  },
  {
    names: [
      'figlio anni chatgpt',
      'figlio usa chatgpt',
      'minorenne intelligenza artificiale',
      'bambini intelligenza artificiale',
      'ragazzi anni intelligenza artificiale',
    ],
    articles: ['l132-4'],
  },
  {
    names: [
      'curriculum scartato algoritmo',
      'selezione personale intelligenza artificiale',
      'colloquio intelligenza artificiale',
      'assunzione intelligenza artificiale',
    ],
    articles: ['aiact-6', 'l132-11', 'aiact-26'],
  },
  {
    names: [
      'foto modificate intelligenza artificiale',
      'foto spogliata',
      'foto nuda falsa',
      'immagini false intelligenza artificiale',
    ],
    articles: ['l132-26', 'aiact-50', 'cp-612-ter'],
  },
];
