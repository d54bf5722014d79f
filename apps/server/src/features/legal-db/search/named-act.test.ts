import { describe } from 'vitest';
import { checkClientStories } from './legal-doctrine-stories.test-support';

/**
 * An act the question names weighs the whole score, the lifts of names and phrases included: the
 * criminal code's articles on security measures (named by their words) no longer come before the
 * Constitution's article the question asks for. Without it, art. 25 Cost. ranked 5th.
 */
const namingTheAct: ReadonlyArray<readonly [string, string]> = [
  [
    'Secondo la Costituzione, in quali casi una persona può essere sottoposta a misure di sicurezza?',
    'cost-25',
  ],
];

const everydayNamingAnAct = ['Ho comprato una copia della Costituzione in libreria'];

describe('an act the question names', () => {
  checkClientStories(namingTheAct, everydayNamingAnAct);
});
