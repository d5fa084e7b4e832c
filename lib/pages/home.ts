import { translator } from '@/lib/messages';

import { pageCopy } from '../copy';
import home from '@/content/pages/home.json';

/** Copy of the home page (`/`), from home.json, in every language. The steps' heading counts them. */
export const homePage = pageCopy('home', home, (lang) => ({
  stepCount: translator(lang)('text.numberWord', { count: home.en.steps.items.length }),
}));
