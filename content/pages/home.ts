import { numberWord } from '@/lib/text';

import { pageCopy } from '../copy';
import home from './home.json';

/** Copy of the home page (`/`), from home.json. The steps' heading counts them. */
export const homePage = pageCopy('home', home, {
  stepCount: numberWord(home.steps.items.length),
});
