import type { z } from 'zod';

import type { Entry } from './load';
import type { Localised } from './translations';
import type {
  citySchema,
  EMPLOYMENT_TYPES,
  faqSchema,
  featureSchema,
  HELMET_RULES,
  imageSchema,
  illustratedItemSchema,
  illustratedListSchema,
  jobSchema,
  LICENCE_RULES,
  metadataSchema,
  officeSchema,
  PARKING_RULES,
  PAVEMENT_ACCESS,
  ROAD_ACCESS,
  SALARY_UNITS,
  sectionSchema,
} from './schema';

/*
 * Shapes of the site's content. What marketing edits (openings, cities, offices, the FAQ,
 * the pages' copy) is inferred from its schema (content/schema.ts); the rest is the shape of
 * the site's own structure.
 */

/**
 * Content as the pages get it: each picture (`{ src, alt? }`) with its file's size, so the
 * page reserves its box before it loads, and its alt text, empty for a decorative one.
 */
export type Sized<T> = T extends { src: string; alt?: string }
  ? T & { alt: string; width: number; height: number }
  : T extends readonly (infer Item)[]
    ? Sized<Item>[]
    : T extends object
      ? { [Key in keyof T]: Sized<T[Key]> }
      : T;

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

export type NavLink = {
  href: string;
  label: string;
};

/** A link to Scoot's page on a social network; its name is the message `social.<id>`. */
export type SocialLink = { id: 'facebook' | 'x' | 'instagram'; href: string };

/** A store's badge; its words are the message `stores.<id>` ("Download on the App Store"). */
export type StoreBadge = { id: 'app-store' | 'google-play'; href: string };

/** A picture: its file under public/, its size and the alt text a screen reader hears. */
export type Illustration = Sized<z.output<typeof imageSchema>>;

/** A link that says where it goes: a short visible label plus words only screen readers hear. */
export type ContextLink = {
  href: string;
  /** Visible text, e.g. "Learn More". */
  label: string;
  /** Said after the label (visually hidden), so the accessible name starts with it (WCAG 2.5.3). */
  context: string;
};

/** A titled part of a page: its id is the section's anchor (and its heading's id prefix). */
export type Section = z.output<typeof sectionSchema>;

/**
 * Illustration and paragraphs side by side (rendered by FeatureBlock): the repeating block of
 * the home, About, Careers and Locations pages.
 */
export type Feature = Sized<z.output<typeof featureSchema>>;

/**
 * One numbered point of a list: a title, a sentence or two and its picture. The home page's
 * steps (Steps) and the About values and Careers reasons to join (ValueCards).
 */
export type IllustratedItem = Sized<z.output<typeof illustratedItemSchema>>;

/** A titled section holding a numbered list of illustrated items. */
export type IllustratedList = Sized<z.output<typeof illustratedListSchema>>;

/** An error view's copy (the 404 and 400 pages): a title, the status and a way home. */
/**
 * What search engines and link previews read about a page: its title (before the site's
 * template adds ' | Scoot'), its description, and the card its link shows when shared (Open
 * Graph and Twitter image, drawn at build time by app/social/[image]/route.tsx).
 */
export type PageMetadata = z.output<typeof metadataSchema>;
export type SocialCard = PageMetadata['socialCard'];

/**
 * Structured data a page carries besides the layout's `Organization` and `WebSite`, built by
 * lib/structuredData.ts from the content the page shows. The list of openings carries an
 * `ItemList` of their pages: a `JobPosting` belongs on the page of the one job it describes.
 */
export type PageJsonLd = 'BreadcrumbList' | 'FAQPage' | 'ItemList';

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
 * One page of the site in the page registry (`lib/pageRegistry.ts`), from which
 * navigation, metadata, the sitemap, the alias pages and the servers' routing derive.
 */
export type PageEntry = {
  /** The URL path: lowercase, no trailing slash. Its page is `app<path>/page.tsx`. */
  path: '/' | `/${Lowercase<string>}`;
  /**
   * The link lists the page is in: none for the home page (the logo links it); the notices
   * (privacy, accessibility) only in the footer's small group of their own.
   */
  nav: readonly NavPlace[];
  jsonLd: readonly PageJsonLd[];
  /**
   * The page's copy in every language, with its title, description and share card, and its
   * `<h1>` (the home page's hero title, or a banner's).
   */
  content: Localised<
    { metadata: PageMetadata } & ({ hero: { title: string } } | { banner: { title: string } })
  >;
};

/** Pages by key: the site's registry, or another one (a test's, with a fifth page). */
export type PageRegistry = Readonly<Record<string, PageEntry>>;
