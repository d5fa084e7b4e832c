import { layoutCopy } from '@/content/layout';
import { mainNavLinks } from '@/content/pageRegistry';
import { GetScootinButton } from '@/components/GetScootinButton/GetScootinButton';
import { inPageLinkScript } from '@/components/GetScootinButton/inPageLinkScript';
import { Island } from '@/components/Island/Island';
import { LogoLink } from '@/components/Logo/Logo';

import { invokersPolyfillLoader } from './invokersPolyfill';
import { menuStateScript } from './menuStateScript';
import { MobileMenu } from './MobileMenu';
import * as styles from './Navbar.css';
import { NavLinks } from './NavLinks';

/** The words the mobile menu shows: only these reach the client, not all of layoutCopy. */
export const menuCopy = {
  openMenu: layoutCopy.openMenu,
  closeMenu: layoutCopy.closeMenu,
  menuTitle: layoutCopy.menuTitle,
  mainNavLabel: layoutCopy.mainNavLabel,
  logoLabel: layoutCopy.logoLabel,
};

/** The top bar on every route: logo, About / Locations / Careers, Get Scootin. */
export function Navbar() {
  return (
    <Island>
      <header className={styles.root}>
        <div className={styles.bar}>
          <LogoLink label={layoutCopy.logoLabel} />
          <nav
            aria-label={layoutCopy.mainNavLabel}
            className={`${styles.desktopNav} ${styles.desktopNavTablet}`}
          >
            <NavLinks links={mainNavLinks} placement="header" />
          </nav>
          <GetScootinButton className={styles.cta} />
          {/* Before the menu's markup: its hamburger works on the first tap in every engine. */}
          <script dangerouslySetInnerHTML={{ __html: invokersPolyfillLoader }} />
          <MobileMenu links={mainNavLinks} copy={menuCopy} />
          {/* The hamburger's aria-expanded follows the dialog, before React and after. */}
          <script dangerouslySetInnerHTML={{ __html: menuStateScript }} />
          {/* Get Scootin and the menu's in-page links, with or without the runtime. */}
          <script dangerouslySetInnerHTML={{ __html: inPageLinkScript }} />
        </div>
      </header>
    </Island>
  );
}
