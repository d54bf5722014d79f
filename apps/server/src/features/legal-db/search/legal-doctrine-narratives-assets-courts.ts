import { type DoctrineEntry, pairs } from './legal-doctrine-entry';

/**
 * Clients' stories about family assets and about going to court: making a will, giving the house to a
 * child and taking it back, usufruct, what stays one's own in a marriage, years of work in the family
 * shop, a wallet found, a car stolen from a guarded car park, a cleaner who ruined a coat; a summons
 * received, a witness summoned, legal costs, the justice of the peace, being reported or arrested.
 * Subject-and-event pairs (see `pairs` in legal-doctrine-entry.ts).
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions. See `legal-doctrine.ts` for how names match.
 */
const CHILDREN = ['figlio', 'figlia', 'figli', 'nipote'];

export const LEGAL_DOCTRINE_NARRATIVES_ASSETS_COURTS: readonly DoctrineEntry[] = [
  {
    names: pairs(
      ['fare testamento', 'scrivere testamento', 'testamento valido', 'testamento mano'],
      ['casa', 'moglie', 'marito', 'figli', 'notaio'],
    ),
    articles: ['cc-602', 'cc-603', 'cc-587'],
  },
  {
    names: pairs(
      ['regalare', 'donare', 'intestare'],
      CHILDREN.flatMap((child) => [`casa ${child}`, `appartamento ${child}`, `terreno ${child}`]),
    ),
    articles: ['cc-769', 'cc-782'],
  },
  {
    names: pairs(
      ['regalato', 'donato', 'intestato'],
      ['tratta male', 'ingrato', 'ingratitudine', 'riprendermi', 'revocare', 'rivolere'],
    ),
    articles: ['cc-800', 'cc-801'],
  },
  {
    names: pairs(
      ['usufrutto', 'usufruttuario', 'nuda proprietà'],
      ['spese', 'lavori', 'riparazioni', 'tasse', 'affittare', 'vendere'],
    ),
    articles: ['cc-1004', 'cc-1005', 'cc-980'],
  },
  {
    names: pairs(
      ['comprata prima', 'comprato prima', 'ereditato', 'ereditata', 'regalo genitori'],
      ['matrimonio', 'sposati', 'sposarci', 'comunione beni'],
    ),
    articles: ['cc-179', 'cc-177'],
  },
  {
    names: pairs(
      [
        'negozio famiglia',
        'azienda famiglia',
        'impresa famiglia',
        'bar famiglia',
        'ditta padre',
        'ditta marito',
      ],
      ['lavorato', 'senza stipendio', 'gratis', 'anni'],
    ),
    articles: ['cc-230-bis'],
  },
  {
    names: pairs(
      ['trovato', 'ritrovato'],
      ['portafoglio strada', 'soldi strada', 'oggetto smarrito', 'cellulare strada', 'anello'],
    ),
    articles: ['cc-927', 'cc-930'],
  },
  {
    names: pairs(
      ['parcheggio custodito', 'garage custodito', 'parcheggio pagamento', 'autorimessa', 'deposito bagagli'],
      ['rubata', 'rubato', 'danneggiata', 'graffiata', 'furto'],
    ),
    articles: ['cc-1766', 'cc-1768'],
  },
  {
    names: pairs(
      ['lavanderia', 'tintoria', 'sarto', 'riparatore', 'orologiaio', 'calzolaio'],
      ['rovinato', 'rovinata', 'perso', 'persa', 'bruciato', 'macchiato'],
    ),
    articles: ['cc-1218', 'cc-1768', 'cc-1667'],
  },
  {
    names: pairs(
      ['fare causa', 'causa', 'citare'],
      ['giudice pace', 'piccola somma', 'pochi soldi', 'mille euro'],
    ),
    articles: ['cpc-7'],
  },
  {
    names: pairs(
      ['spese legali', 'spese causa', 'spese avvocato', 'avvocato avversario'],
      ['vinco', 'vinto', 'perdo', 'perso', 'paga', 'pagare'],
    ),
    articles: ['cpc-91', 'cpc-92'],
  },
  {
    names: pairs(
      ['citazione', 'atto citazione', 'citato giudizio'],
      ['ricevuto', 'arrivato', 'notificato', 'udienza', 'rispondere'],
    ),
    articles: ['cpc-163', 'cpc-166', 'cpc-167'],
  },
  {
    names: pairs(
      ['testimone', 'testimoniare', 'testimonianza'],
      ['chiamato', 'convocato', 'obbligato', 'andare', 'rifiutarmi'],
    ),
    articles: ['cpp-198', 'cpc-255'],
  },
  {
    names: pairs(['denunciato', 'indagato', 'querelato'], ['lettera', 'avviso', 'procura', 'garanzia']),
    articles: ['cpp-369', 'cpp-415-bis'],
  },
  {
    names: pairs(
      ['arrestato', 'arrestata', 'arresto'],
      ['figlio', 'figlia', 'marito', 'moglie', 'ieri', 'convalida'],
    ),
    articles: ['cpp-380', 'cpp-391', 'cpp-386'],
  },
];
