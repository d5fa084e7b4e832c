import { layoutCopy } from '@/content/layout';
import { socialLinks } from '@/content/navigation';
import { footerNavLinks, noticeNavLinks } from '@/content/pageRegistry';
import { FOOTER_CTA_ID } from '@/content/site';
import { BrandIcon } from '@/components/Icon/BrandIcon';
import { Island } from '@/components/Island/Island';
import { LogoLink } from '@/components/Logo/Logo';
import { NavLinks } from '@/components/Navbar/NavLinks';
import { StoreBadges } from '@/components/StoreBadges/StoreBadges';

import * as styles from './Footer.css';

/**
 * The footer on every route: the sign-up call to action (Get Scootin's target), then links,
 * and under them the copyright line with the notices (privacy, accessibility), where
 * visitors look for them on any company's site.
 */
export function Footer() {
  return (
    <Island>
      <footer className={styles.root}>
        <section className={styles.band} aria-labelledby={FOOTER_CTA_ID} data-theme="dark">
          <span className={styles.ornament} aria-hidden="true" />
          <div className={styles.bandInner}>
            <div className={styles.ctaText}>
              {/* tabIndex -1: Get Scootin moves keyboard focus here after scrolling. */}
              <h2 id={FOOTER_CTA_ID} tabIndex={-1} className={styles.ctaTitle}>
                {layoutCopy.footerCta.title}
              </h2>
              <p className={styles.ctaCopy}>{layoutCopy.footerCta.text}</p>
            </div>
            <StoreBadges label={layoutCopy.storeNavLabel} />
          </div>
        </section>
        <div className={styles.bar}>
          <div className={styles.barInner}>
            <LogoLink label={layoutCopy.logoLabel} />
            <nav aria-label={layoutCopy.footerNavLabel}>
              <NavLinks links={footerNavLinks} placement="footer" />
            </nav>
            <ul role="list" className={styles.social} aria-label={layoutCopy.socialNavLabel}>
              {socialLinks.map((link) => (
                <li key={link.id}>
                  <a href={link.href} className={styles.socialLink} aria-label={link.label}>
                    <BrandIcon name={link.id} className={styles.socialIcon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.fine}>
            <p className={styles.copyright}>{layoutCopy.copyright}</p>
            <nav aria-label={layoutCopy.noticesNavLabel}>
              <NavLinks links={noticeNavLinks} placement="notices" />
            </nav>
          </div>
        </div>
      </footer>
    </Island>
  );
}
