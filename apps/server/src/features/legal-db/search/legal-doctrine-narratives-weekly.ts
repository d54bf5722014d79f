import { type DoctrineEntry, pairs } from './legal-doctrine-entry';

/**
 * Situations a lawyer hears every week, told as clients type them into a chat: a parcel the
 * tracking calls delivered, a late call to the home insurer, a teacher's slap.
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions (see legal-doctrine-narratives-recurring.ts for the method and `legal-doctrine.ts` for
 * how names match).
 */
const PARCELS = ['pacco', 'e-commerce', 'corriere'];
const INSURED_DAMAGE = [
  'allagata',
  'allagamento',
  'tubo rotto',
  'infiltrazione',
  'furto in casa',
  'incendio',
];
const SCHOOL_STAFF = ['maestra', 'maestro', 'insegnante', 'professoressa', 'professore', 'educatrice'];

export const LEGAL_DOCTRINE_NARRATIVES_WEEKLY: readonly DoctrineEntry[] = [
  {
    names: pairs(PARCELS, [
      'mai arrivato',
      'mai consegnato',
      'risulta consegnato',
      'tracking dice consegnato',
      'smarrito',
    ]),
    articles: ['consumo-63', 'consumo-61'],
  },
  {
    names: pairs(INSURED_DAMAGE, [
      'avvisati tardi',
      'avvisato tardi',
      'avvisato in ritardo',
      'denuncia in ritardo',
      'rimborsano meno',
      'non rimborsa',
    ]),
    articles: ['cc-1913', 'cc-1915'],
  },
  {
    names: pairs(SCHOOL_STAFF, ['schiaffo', 'sberla', 'chiuso in bagno']),
    articles: ['cp-571', 'cp-572', 'cp-581'],
  },
];
