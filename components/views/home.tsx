import type { Metadata } from 'next';

import { homePage } from '@/lib/pages/home';
import type { Lang } from '@/content/languages';
import { pageMetadata } from '@/lib/metadata';

import { HomeBody } from './homeBody';

export const homeMetadata = (lang: Lang): Metadata => pageMetadata('home', lang);

/** The home page (`/`, `/ja`, `/id`). */
export function HomeView({ lang }: { lang: Lang }) {
  return <HomeBody copy={homePage[lang]} lang={lang} />;
}
