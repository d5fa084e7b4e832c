/** Shapes of the site's static content. Field names follow the specification (section 3). */

/** Google's employment types for a job posting (schema.org `employmentType`). */
export type EmploymentType =
  | 'FULL_TIME'
  | 'PART_TIME'
  | 'CONTRACTOR'
  | 'TEMPORARY'
  | 'INTERN'
  | 'VOLUNTEER'
  | 'PER_DIEM'
  | 'OTHER';

/** How often a salary's amounts are paid (schema.org `unitText` of a `baseSalary`). */
export type SalaryUnit = 'HOUR' | 'MONTH' | 'YEAR';

/**
 * An opening's pay: the range its page states in words and its `JobPosting` carries as
 * `baseSalary`, so the two cannot disagree.
 */
export type Salary = {
  /** ISO 4217 code, e.g. "GBP". */
  currency: string;
  /** The lowest and highest pay offered, in whole units of `currency`. */
  min: number;
  max: number;
  unit: SalaryUnit;
  /** What comes with it, said after the range: "plus a yearly bonus tied to the city’s goals". */
  note?: string;
};

/**
 * A place Scoot's people work from (content/offices.ts): what a job's page names as its
 * workplace, and its `JobPosting`'s address.
 */
export type Office = {
  id: string;
  /** The city it is in, by its id in `cities.ts`. */
  cityId: string;
  /** How the page names it, e.g. "South Jakarta office". */
  name: string;
  streetAddress: string;
  postalCode: string;
  /** The state, prefecture, province or country part of the address, e.g. "Kanagawa". */
  region: string;
  /** Its IANA time zone, e.g. "Asia/Jakarta": an opening there closes at the end of its day. */
  timeZone: string;
};

export type JobOpening = {
  /**
   * The opening's slug: its page is /careers/<id>. Title and city in lowercase words, e.g.
   * "general-manager-jakarta", so two openings with one title in two cities stay apart.
   */
  id: string;
  title: string;
  /** "City, Country", as the Careers page shows it. */
  location: string;
  /** The city of `location`, by its id in `cities.ts`: the structured data's job location. */
  cityId: string;
  /** When the opening was published, as an ISO 8601 date (YYYY-MM-DD). */
  datePosted: string;
  /**
   * The last day applications are taken (YYYY-MM-DD, inclusive), to the end of that day in
   * the office's time zone. From the day after, the build leaves the opening out: no page, no
   * entry on /careers or in the sitemap.
   */
  validThrough: string;
  employmentType: EmploymentType;
  /** Where the job is done, by its id in `offices.ts` (an office in `cityId`). */
  officeId: string;
  salary: Salary;
  /** What the job is, in a sentence or two: the page's meta description and share card. */
  summary: string;
  /** What the role is: paragraphs under the page's heading. */
  role: readonly string[];
  /** What the person will do: one sentence an item. */
  duties: readonly string[];
  /** What they bring. */
  requirements: readonly string[];
  /**
   * What Scoot offers for this role in this city besides the salary (pattern of work,
   * benefits, growth); the page puts the salary's sentence first, built from `salary`.
   */
  offer: readonly string[];
};

export type FaqItem = {
  id: string;
  title: string;
  text: string;
  /**
   * Where the answer depends on the city: a lead-in after it, followed by a link to each
   * city's page ("... Yokohama."), in the answer a reader sees and in the FAQ's structured data.
   */
  cityLinks?: string;
};

export type FaqGroup = {
  id: string;
  title: string;
  /** The item expanded when the page loads, or null for all collapsed. */
  initiallyOpenId: string | null;
  items: readonly FaqItem[];
};

export type City = {
  /** The city's slug: its page is /locations/<id>. Lowercase words, e.g. "new-york". */
  id: string;
  name: string;
  country: string;
  /** ISO 3166-1 alpha-2 code of `country`, as postal addresses in structured data want it. */
  countryCode: string;
  /** Degrees north (negative: south). */
  latitude: number;
  /** Degrees east (negative: west). */
  longitude: number;
  /** Where Scoot runs in the city and since when. */
  service: CityService;
  /** What a rider must know before riding here: the local law, rule by rule. */
  rules: CityRules;
  /** The official pages the rules come from, each named by its `id` in the rules. */
  sources: readonly RuleSource[];
};

export type CityService = {
  /** The districts (boroughs, wards) Scoot serves, as riders know them. */
  districts: readonly string[];
  /** The first day of service, YYYY-MM-DD. */
  since: string;
};

/**
 * An official page a rule was read on (a transport authority, the police, the city), and the
 * day a person last checked that it still says so (YYYY-MM-DD). The build refuses a rule
 * without one and warns when the check is old.
 */
export type RuleSource = {
  /** How the rules refer to it, e.g. "gov-uk-trials". */
  id: string;
  /** The page's own title. */
  title: string;
  /** Who publishes it, e.g. "Transport for London". */
  publisher: string;
  url: string;
  /** The page's language when it is not English (BCP 47, e.g. "ja"), for its title's link. */
  lang?: string;
  /** The title in English, for a page in another language. */
  translation?: string;
  checked: string;
};

/**
 * One rule of a city, as confirmed on its official sources: its value in fields the page
 * builds its sentence from, so the page cannot say more than the data; the sources it was
 * read on; and, where the law has a local twist a visitor would not guess, a sentence of
 * detail.
 */
export type StatedRule<Fields> = Fields & {
  status?: 'confirmed';
  /** The `id`s of the city's `sources` that state this rule: at least one. */
  sources: readonly string[];
  detail?: string;
};

/**
 * A rule no official source could confirm: the page does not state it and sends the rider to
 * the app, which shows the rules before a first ride.
 */
export type UnconfirmedRule = { status: 'unconfirmed' };

export type Rule<Fields> = StatedRule<Fields> | UnconfirmedRule;

/**
 * Whether a rider needs a driving licence: none, none among the requirements the authority
 * lists (it says no more than that), any valid one, or a full or provisional one.
 */
export type LicenceRule = 'none' | 'none-listed' | 'driving-licence' | 'full-or-provisional';

/**
 * What the law says about helmets: compulsory for everyone, compulsory below an age
 * (`underAge`), a duty to try (Japan's 努力義務, "effort duty"), or no rule (we recommend one).
 */
export type HelmetRule = 'compulsory' | 'compulsory-under-age' | 'effort-duty' | 'not-required';

/** Where on the street a scooter may go. */
export type RoadAccess = 'allowed' | 'some' | 'not-allowed';
export type PavementAccess = 'not-allowed' | 'signed-slow-mode';

/** Where a ride may end: anywhere sensible in the service area, or only in marked bays. */
export type ParkingRule = 'designated-bays' | 'considerate';

export type CityRules = {
  licence: Rule<{ required: LicenceRule }>;
  minimumAge: Rule<{ years: number }>;
  helmet: Rule<{ law: HelmetRule; underAge?: number }>;
  speedLimit: Rule<{ value: number; unit: 'km/h' | 'mph' }>;
  where: Rule<{
    roads: RoadAccess;
    bikeLanes: 'allowed' | 'not-allowed';
    pavements: PavementAccess;
  }>;
  parking: Rule<{ rule: ParkingRule }>;
  /** Anything else local that a visitor would not guess (a number plate, insurance, areas). */
  local: readonly StatedRule<{ title: string; text: string }>[];
};

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
