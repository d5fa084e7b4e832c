import { socialLinks } from '@/content/navigation';
import { footerNavLinks, noticeNavLinks, routeIn } from '@/lib/pageRegistry';
import { FOOTER_CTA_ID } from '@/content/site';
import { buildTime } from '@/lib/clock';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
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
export function Footer({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <Island>
      <footer className={styles.root}>
        <section className={styles.band} aria-labelledby={FOOTER_CTA_ID} data-theme="dark">
          <span className={styles.ornament} aria-hidden="true" />
          <div className={styles.bandInner}>
            <div className={styles.ctaText}>
              {/* tabIndex -1: Get Scootin moves keyboard focus here after scrolling. */}
              <h2 id={FOOTER_CTA_ID} tabIndex={-1} className={styles.ctaTitle}>
                {t('layout.footerCtaTitle')}
              </h2>
              <p className={styles.ctaCopy}>{t('layout.footerCtaText')}</p>
            </div>
            <StoreBadges label={t('layout.storeNavLabel')} lang={lang} />
          </div>
        </section>
        <div className={styles.bar}>
          <div className={styles.barInner}>
            <LogoLink label={t('layout.logoLabel')} href={routeIn('home', lang)} />
            <nav aria-label={t('layout.footerNavLabel')}>
              <NavLinks links={footerNavLinks[lang]} placement="footer" />
            </nav>
            <ul role="list" className={styles.social} aria-label={t('layout.socialNavLabel')}>
              {socialLinks.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.href}
                    className={styles.socialLink}
                    aria-label={t(`social.${link.id}`)}
                  >
                    <BrandIcon name={link.id} className={styles.socialIcon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.fine}>
            <p className={styles.copyright}>
              {t('layout.copyright', { year: String(buildTime().getUTCFullYear()) })}
            </p>
            <nav aria-label={t('layout.noticesNavLabel')}>
              <NavLinks links={noticeNavLinks[lang]} placement="notices" />
            </nav>
          </div>
        </div>
      </footer>
    </Island>
  );
}
