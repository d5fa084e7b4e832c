import { layoutCopy } from '@/content/layout';
import { mainNavLinks } from '@/content/pageRegistry';
import { GetScootinButton } from '@/components/GetScootinButton/GetScootinButton';
import { LogoLink } from '@/components/Logo/Logo';

import { menuLinkScript } from './menuLinkScript';
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
        <MobileMenu links={mainNavLinks} copy={menuCopy} />
        <script dangerouslySetInnerHTML={{ __html: menuLinkScript }} />
      </div>
    </header>
  );
}
