import type { z } from 'zod';

import type { Entry } from './load';
import type {
  citySchema,
  EMPLOYMENT_TYPES,
  faqSchema,
  HELMET_RULES,
  jobSchema,
  LICENCE_RULES,
  officeSchema,
  PARKING_RULES,
  PAVEMENT_ACCESS,
  ROAD_ACCESS,
  SALARY_UNITS,
} from './schema';

/*
 * Shapes of the site's content. What marketing edits (openings, cities, offices, the FAQ)
 * is inferred from its schema (content/schema.ts); the rest is the shape of the copy and
 * of the site's own structure.
 */

/** Google's employment types for a job posting (schema.org `employmentType`). */
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** How often a salary's amounts are paid (schema.org `unitText` of a `baseSalary`). */
export type SalaryUnit = (typeof SALARY_UNITS)[number];

/**
 * An opening (content/jobs/<id>.json; its page is /careers/<id>), with the "City, Country"
 * the pages show, derived from its city.
 */
export type JobOpening = Entry<z.output<typeof jobSchema>> & { location: string };

/**
 * An opening's pay: the range its page states in words and its `JobPosting` carries as
 * `baseSalary`, so the two cannot disagree.
 */
export type Salary = JobOpening['salary'];

/**
 * A place Scoot's people work from (content/offices/<id>.json): what a job's page names as
 * its workplace, and its `JobPosting`'s address.
 */
export type Office = Entry<z.output<typeof officeSchema>>;

type FaqData = z.output<typeof faqSchema>['groups'][number];
export type FaqItem = FaqData['items'][number];
export type FaqGroup = FaqData;

/** A city Scoot runs in (content/cities/<id>.json; its page is /locations/<id>). */
export type City = Entry<z.output<typeof citySchema>>;
export type CityRules = City['rules'];
export type RuleSource = City['sources'][number];
export type LicenceRule = (typeof LICENCE_RULES)[number];
export type HelmetRule = (typeof HELMET_RULES)[number];
export type RoadAccess = (typeof ROAD_ACCESS)[number];
export type PavementAccess = (typeof PAVEMENT_ACCESS)[number];
export type ParkingRule = (typeof PARKING_RULES)[number];

/** A rule an official source confirmed: the page states it, with its sources. */
export type StatedRule = { status: 'confirmed'; sources: readonly string[]; detail?: string };

export type NavLink = {
  href: string;
  label: string;
};

export type SocialLink = {
  id: 'facebook' | 'x' | 'instagram';
  href: string;
  label: string;
};

export type StoreBadge = {
  id: 'app-store' | 'google-play';
  href: string;
  /** Small line above the store name, e.g. "Download on the". */
  caption: string;
  store: string;
};

/** A meaningful image: its file under public/ and the alt text a screen reader hears. */
export type Illustration = {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/** A link that says where it goes: a short visible label plus words only screen readers hear. */
export type ContextLink = {
  href: string;
  /** Visible text, e.g. "Learn More". */
  label: string;
  /** Said after the label (visually hidden), so the accessible name starts with it (WCAG 2.5.3). */
  context: string;
};

/** A titled part of a page: its id is the section's anchor (and its heading's id prefix). */
export type Section = {
  id: string;
  title: string;
};

/**
 * Illustration and paragraphs side by side (rendered by FeatureBlock): the repeating block of
 * the home, About, Careers and Locations pages.
 */
export type Feature = Section & {
  paragraphs: readonly string[];
  image: Illustration;
};

/**
 * One numbered point of a list: a title, a sentence or two and its picture. The home page's
 * steps (Steps) and the About values and Careers reasons to join (ValueCards).
 */
export type IllustratedItem = {
  id: string;
  title: string;
  text: string;
  image: Illustration;
};

/** A titled section holding a numbered list of illustrated items. */
export type IllustratedList = Section & {
  items: readonly IllustratedItem[];
};

/** An error view's copy (the 404 and 400 pages): a title, the status and a way home. */
export type ErrorPageCopy = {
  title: string;
  status: string;
  text: string;
  homeLink: string;
};

/**
 * The card a page shows when its link is shared (its Open Graph and Twitter image): the
 * site's own type and art, drawn at build time by app/social/[image]/route.tsx.
 */
export type SocialCard = {
  /** A short line above the headline, in the accent colour (the page's name). */
  kicker?: string;
  headline: string;
  text: string;
  /** An illustration under public/, drawn beside the text. */
  art: string;
};

/** What search engines and link previews read about a page. */
export type PageMetadata = {
  /** The page's title, before the site's template (' | Scoot') is added. */
  title: string;
  /** The meta description: distinct per page, a sentence or two. */
  description: string;
  socialCard: SocialCard;
};

/**
 * Structured data a page carries besides the layout's `Organization` and `WebSite`, built by
 * app/structuredData.ts from the content the page shows. The list of openings carries an
 * `ItemList` of their pages: a `JobPosting` belongs on the page of the one job it describes.
 */
export type PageJsonLd = 'BreadcrumbList' | 'FAQPage' | 'ItemList';

/**
 * Where a page's link appears, and what it says there; the home page has none (the logo links
 * it). A page without a `header` label is one of the site's notices (privacy, accessibility):
 * the footer lists those in a small group of their own, and the header leaves them out.
 */
export type PageNav = { header?: string; footer: string };

/** The link lists pages appear in: the header, the footer's main links, the footer's notices. */
export type NavPlace = 'header' | 'footer' | 'notices';

/**
 * One titled part of a notice (the privacy notice, the accessibility statement): paragraphs,
 * then points, then links (an address to write to, a regulator), then its own parts, one
 * heading level down.
 */
export type NoticePart = Section & {
  paragraphs?: readonly string[];
  points?: readonly string[];
  links?: readonly NavLink[];
  parts?: readonly NoticePart[];
};

/**
 * One page of the site in the page registry (`content/pageRegistry.ts`), from which
 * navigation, metadata, the sitemap, the alias pages and the servers' routing derive.
 */
export type PageEntry = {
  /** The URL path: lowercase, no trailing slash. Its page is `app<path>/page.tsx`. */
  path: '/' | `/${Lowercase<string>}`;
  nav?: PageNav;
  /** The page's `<h1>`, which tells it apart from the others (the browser tests use it). */
  heading: string;
  jsonLd: readonly PageJsonLd[];
  /** The page's copy, `content/pages/<page>.ts`, with its title, description and share card. */
  content: { metadata: PageMetadata };
};

/** Pages by key: the site's registry, or another one (a test's, with a fifth page). */
export type PageRegistry = Readonly<Record<string, PageEntry>>;
