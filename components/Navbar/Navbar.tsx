import { mainNavLinks, routeIn } from '@/lib/pageRegistry';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import type { ReactNode } from 'react';

import { GetScootinButton } from '@/components/GetScootinButton/GetScootinButton';
import { inPageLinkScript } from '@/components/GetScootinButton/inPageLinkScript';
import { Island } from '@/components/Island/Island';
import { LogoLink } from '@/components/Logo/Logo';

import { invokersPolyfillLoader } from './invokersPolyfill';
import { menuStateScript } from './menuStateScript';
import { MobileMenu } from './MobileMenu';
import * as styles from './Navbar.css';
import { NavLinks } from './NavLinks';

/** The words the mobile menu shows, in a language: only these reach the client. */
export function menuCopy(lang: Lang) {
  const t = translator(lang);
  return {
    openMenu: t('layout.openMenu'),
    closeMenu: t('layout.closeMenu'),
    menuTitle: t('layout.menuTitle'),
    mainNavLabel: t('layout.mainNavLabel'),
    logoLabel: t('layout.logoLabel'),
    getScootin: t('layout.getScootin'),
    languageLabel: t('languages.label'),
  };
}

type NavbarProps = {
  lang: Lang;
  /** The language switcher for the bar, and for the phone menu (LanguageSwitcher). */
  languages: ReactNode;
  menuLanguages: ReactNode;
};

/** The top bar on every route: logo, About / Locations / Careers, languages, Get Scootin. */
export function Navbar({ lang, languages, menuLanguages }: NavbarProps) {
  const t = translator(lang);
  const home = routeIn('home', lang);
  return (
    <Island>
      <header className={styles.root}>
        <div className={styles.bar}>
          <LogoLink label={t('layout.logoLabel')} href={home} />
          <nav
            aria-label={t('layout.mainNavLabel')}
            className={`${styles.desktopNav} ${styles.desktopNavTablet}`}
          >
            <NavLinks links={mainNavLinks[lang]} placement="header" />
          </nav>
          <div className={styles.languages}>{languages}</div>
          <GetScootinButton label={t('layout.getScootin')} className={styles.cta} />
          {/* Before the menu's markup: its hamburger works on the first tap in every engine. */}
          <script dangerouslySetInnerHTML={{ __html: invokersPolyfillLoader }} />
          <MobileMenu links={mainNavLinks[lang]} copy={menuCopy(lang)} home={home}>
            {menuLanguages}
          </MobileMenu>
          {/* The hamburger's aria-expanded follows the dialog, before React and after. */}
          <script dangerouslySetInnerHTML={{ __html: menuStateScript }} />
          {/* Get Scootin and the menu's in-page links, with or without the runtime. */}
          <script dangerouslySetInnerHTML={{ __html: inPageLinkScript }} />
        </div>
      </header>
    </Island>
  );
}
