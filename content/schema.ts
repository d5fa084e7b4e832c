import { z } from 'zod';

/*
 * The one description of the content marketing edits: the data files under content/ (JSON,
 * written by hand or by the CMS) and the types the pages are built from. Each rule a page
 * relies on is here, as a field's type or a refinement that spans fields; the CMS form in
 * cms/admin/config.yml asks for the same fields with the same patterns and ranges (a test
 * compares the two, so a rule changed here must be changed there). Messages finish
 * the sentence "<file>, <field> ..." in words an editor understands.
 */

/** An id: lowercase words joined by hyphens. It names a data file and becomes a URL or DOM id. */
export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The layout's title template adds this; a page title ending with it would show it twice. */
const TITLE_SUFFIX = ' | Scoot';

/**
 * Figures the build writes into a page's copy where it says `{name}`: never typed by hand.
 * Every page has the site's figures; a page may have its own (the home page counts its steps).
 */
const SITE_FIGURES = ['cityCount', 'citiesLive', 'citiesTargeted', 'paymentDeferral'] as const;
export type SiteFigure = (typeof SITE_FIGURES)[number];
export const PLACEHOLDERS = {
  home: [...SITE_FIGURES, 'stepCount'],
  about: SITE_FIGURES,
  careers: SITE_FIGURES,
  locations: SITE_FIGURES,
} as const satisfies Record<string, readonly string[]>;
export type Placeholder = (typeof PLACEHOLDERS)[keyof typeof PLACEHOLDERS][number];

export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export const SALARY_UNITS = ['HOUR', 'MONTH', 'YEAR'] as const;

const text = z.string().regex(/\S/, 'is empty');

/**
 * The fields a visitor reads as words: each language's translation holds its own value for
 * them, where every other field (ids, dates, numbers, addresses of pages, fixed values) is
 * entered once, in English (content/translations.ts).
 */
const translatedFields = new WeakSet<z.core.$ZodType>();

/** Marks a field as words: translated into every language. */
function translated<Schema extends z.ZodType>(schema: Schema): Schema {
  translatedFields.add(schema);
  return schema;
}

/** Whether a field of the schema is words (translated), as `translated` marked it. */
export function isTranslated(schema: z.core.$ZodType): boolean {
  return translatedFields.has(schema);
}

/** Words a visitor reads: not empty, and translated. */
const words = translated(z.string().regex(/\S/, 'is empty'));
/** An optional field the CMS may save empty: empty means left out. */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const slug = z
  .string()
  .regex(ID_PATTERN, 'must be lowercase words joined by hyphens, e.g. "fleet-supervisor"');
const date = z.iso.date('is not a date written YYYY-MM-DD, e.g. 2027-01-31');
const count = (what: string) => z.number().int(`must be a whole number of ${what}`);

/** Copy a page shows; its `{placeholders}` are checked for the page (`pageRules`). */
const copy = words;

function isCurrency(code: string) {
  return Intl.supportedValuesOf('currency').includes(code);
}

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The site's claims (content/site.json): what the pages say about the company. */
export const siteSchema = z.object({
  description: words,
  citiesTargeted: count('cities').positive('must be above 0'),
  paymentDeferral: words,
  careersEmail: z.email('must be an e-mail address'),
  helloEmail: z.email('must be an e-mail address'),
});

/** The city rules an FAQ answer can be built from, city by city (lib/pages/city.ts). */
export const FAQ_RULES = ['licence', 'minimumAge', 'helmet'] as const;

// The FAQ (content/faq.json): groups of questions on the About page.
const faqItemSchema = z.object({
  id: slug,
  title: words,
  text: words,
  cityLinks: optional(words),
  /** The cities' rules the answer goes on to give, one sentence per different rule. */
  answerFrom: optional(z.array(z.enum(FAQ_RULES))),
});

const faqGroupSchema = z.object({
  id: slug,
  title: words,
  initiallyOpenId: optional(slug),
  items: z.array(faqItemSchema).min(1, 'has no questions'),
});

export const faqSchema = z
  .object({ groups: z.array(faqGroupSchema).min(1, 'has no groups') })
  .superRefine(({ groups }, context) => {
    // Each id becomes a DOM id on the About page ("faq-<id>"): groups and items share them.
    const seen = new Set<string>();
    const claim = (id: string, path: (string | number)[]) => {
      if (seen.has(id))
        context.addIssue({
          code: 'custom',
          path,
          message: `"${id}" is already used: ids must differ`,
        });
      seen.add(id);
    };
    groups.forEach((group, groupIndex) => {
      claim(group.id, ['groups', groupIndex, 'id']);
      group.items.forEach((item, index) =>
        claim(item.id, ['groups', groupIndex, 'items', index, 'id']),
      );
      if (group.initiallyOpenId && !group.items.some((item) => item.id === group.initiallyOpenId))
        context.addIssue({
          code: 'custom',
          path: ['groups', groupIndex, 'initiallyOpenId'],
          message: `"${group.initiallyOpenId}" is not a question of this group: use one of its ids, or leave it empty`,
        });
    });
  });

// A city (content/cities/<id>.json): the map, the list, its page and the rules there.
const sourceIds = z
  .array(slug)
  .min(
    1,
    'is empty: a rule the page states needs an official source (or set its status to "unconfirmed")',
  );

/**
 * One rule of a city, by whose rule it is: the law's, confirmed on official pages (its value,
 * the sources it was read on, and a sentence of local detail); Scoot's own (`scoot`: where a
 * ride may end, or anything Scoot asks beyond the law), which needs no source; or the law's
 * but not confirmed, and then not stated: the page sends the rider to the app.
 */
function rule<Shape extends z.ZodRawShape>(fields: Shape) {
  return z.discriminatedUnion(
    'status',
    [
      z.object({
        status: z.literal('confirmed'),
        ...fields,
        sources: sourceIds,
        detail: optional(words),
      }),
      z.object({ status: z.literal('scoot'), ...fields, detail: optional(words) }),
      z.object({ status: z.literal('unconfirmed') }),
    ],
    { error: 'needs a status: "confirmed" (the law, with sources), "scoot" or "unconfirmed"' },
  );
}

export const LICENCE_RULES = [
  'none',
  'none-listed',
  'driving-licence',
  'full-or-provisional',
] as const;
export const HELMET_RULES = [
  'compulsory',
  'compulsory-under-age',
  'effort-duty',
  'not-required',
] as const;
export const ROAD_ACCESS = ['allowed', 'some', 'not-allowed'] as const;
/** Bike lanes: a free choice, closed, or compulsory where one is marked (Japan's rule). */
export const BIKE_LANE_ACCESS = ['allowed', 'not-allowed', 'required-where-marked'] as const;
export const PAVEMENT_ACCESS = ['not-allowed', 'signed-slow-mode'] as const;
/** The side of the road the law keeps riders to, where it says so (Japan: the left edge). */
export const ROAD_SIDES = ['left', 'right'] as const;
/** Areas off the lanes that a law opens to these vehicles (Indonesia's kawasan tertentu). */
export const DESIGNATED_AREAS = [
  'residential',
  'car-free-day',
  'tourist',
  'transit-stations',
  'offices',
  'off-road',
] as const;
export const PARKING_RULES = ['designated-bays', 'considerate'] as const;
/** What the law forbids a rider, one sentence each (its verb is the law's: 禁止, dilarang). */
export const FORBIDDEN_ACTS = ['alcohol', 'passenger', 'phone', 'speed-modification'] as const;

const speed = z.number().min(1, 'must be a speed of 1 or more');

const rulesSchema = z.object({
  licence: rule({
    required: z.enum(LICENCE_RULES),
    /** Some licences from abroad count only this many months after the rider arrives. */
    overseasMonths: optional(count('months').positive('must be above 0')),
    /** A full licence from the EU or the EEA counts at any time (the UK's rule). */
    overseasEuEea: optional(z.boolean()),
  }),
  minimumAge: rule({
    years: count('years').positive('must be above 0'),
    /** Riders from `years` up to and including this age ride only with an adult. */
    accompaniedUntil: optional(count('years').positive('must be above 0')),
  }),
  helmet: rule({ law: z.enum(HELMET_RULES), underAge: optional(count('years').positive()) }),
  speedLimit: rule({
    // At least 1, as the CMS form's `min` can say (it has no bound that excludes itself).
    value: speed,
    unit: z.enum(['km/h', 'mph']),
  }),
  where: rule({
    roads: z.enum(ROAD_ACCESS),
    bikeLanes: z.enum(BIKE_LANE_ACCESS),
    pavements: z.enum(PAVEMENT_ACCESS),
    /** The side of the road to keep to, where the law names one. */
    keep: optional(z.enum(ROAD_SIDES)),
    /** On a pavement that allows them, the most a scooter may go, in the top speed's unit. */
    pavementSpeed: optional(speed),
    /** The areas besides the lanes where the law lets them ride. */
    areas: optional(z.array(z.enum(DESIGNATED_AREAS))),
  }),
  parking: rule({ rule: z.enum(PARKING_RULES) }),
  /** What the law forbids a rider; a city whose sources say nothing of it leaves it out. */
  forbidden: optional(
    rule({ acts: z.array(z.enum(FORBIDDEN_ACTS)).min(1, 'is empty: name what is forbidden') }),
  ),
  /**
   * Anything else local a visitor would not guess, the law's (with sources) or Scoot's own;
   * the CMS leaves an empty list out.
   */
  local: optional(
    z.array(
      z.discriminatedUnion(
        'status',
        [
          z.object({
            status: z.literal('confirmed'),
            title: words,
            text: words,
            sources: sourceIds,
            detail: optional(words),
          }),
          z.object({
            status: z.literal('scoot'),
            title: words,
            text: words,
            detail: optional(words),
          }),
        ],
        { error: 'needs a status: "confirmed" (the law, with sources) or "scoot"' },
      ),
    ),
  ),
});

const OFFICIAL_PAGE =
  'must be the https address of the official page, e.g. https://tfl.gov.uk/e-scooters';

/**
 * An official page a rule was read on: its publisher, its language, the day it was read, and
 * (`note`, with `liveCheck`) how it was read when that was not on the live page itself.
 */
const sourceSchema = z.object({
  id: slug,
  /** The title as the source itself gives it, in its own language. */
  title: text,
  /** Who publishes it, in each language's words (横浜市, Pemerintah Kota Yokohama). */
  publisher: words,
  // Written out as https://, as the CMS form's pattern asks, and an address a browser can open.
  url: z
    .string()
    .regex(/^https:\/\/\S+$/, { error: OFFICIAL_PAGE, abort: true })
    .refine((url) => URL.canParse(url), OFFICIAL_PAGE),
  // BCP 47: a language, then subtags of one to eight letters or digits (pt-BR, zh-Hant).
  lang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'must be a language code, e.g. "ja"'),
  /** The title in each language: a page in another language than the source's shows it too. */
  translation: words,
  checked: date,
  /** How the page was read, e.g. only from a stored copy: for editors, not shown. */
  note: optional(text),
  /** Read only from a copy: someone must read the live page before launch. */
  liveCheck: optional(z.boolean()),
});

export const citySchema = z
  .object({
    name: words,
    country: words,
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be two capital letters (ISO 3166-1), e.g. "GB"'),
    latitude: z
      .number()
      .min(-90, 'must be between -90 and 90')
      .max(90, 'must be between -90 and 90'),
    longitude: z
      .number()
      .min(-180, 'must be between -180 and 180')
      .max(180, 'must be between -180 and 180'),
    /**
     * What the country's law calls Scoot's scooters, where the class decides a rule (a
     * standing scooter in Indonesia is an otopet, limited to 6 km/h, never the seated
     * skuter listrik's 25): the law's own term, in each language's words.
     */
    legalClass: optional(words),
    service: z.object({
      districts: z.array(words).min(1, 'is empty: name at least one district Scoot serves'),
      since: date,
    }),
    rules: rulesSchema,
    sources: z.array(sourceSchema),
  })
  .superRefine((city, context) => {
    const ids = new Set<string>();
    city.sources.forEach((source, index) => {
      if (ids.has(source.id))
        context.addIssue({
          code: 'custom',
          path: ['sources', index, 'id'],
          message: `"${source.id}" is already used by another source: ids must differ`,
        });
      ids.add(source.id);
    });
    const { local, ...rules } = city.rules;
    const stated = [
      ...Object.entries(rules).map(([key, value]) => ({ path: ['rules', key], value })),
      ...(local ?? []).map((value, index) => ({ path: ['rules', 'local', index], value })),
    ];
    for (const { path, value } of stated) {
      if (!value || !('sources' in value)) continue;
      for (const id of value.sources)
        if (!ids.has(id))
          context.addIssue({
            code: 'custom',
            path: [...path, 'sources'],
            message: `names "${id}", which is not one of this city's sources: add it under sources`,
          });
    }
    const { helmet, minimumAge, where } = city.rules;
    if (
      minimumAge.status !== 'unconfirmed' &&
      minimumAge.accompaniedUntil !== undefined &&
      minimumAge.accompaniedUntil < minimumAge.years
    )
      context.addIssue({
        code: 'custom',
        path: ['rules', 'minimumAge', 'accompaniedUntil'],
        message: 'is below the minimum age: give the oldest age that must ride with an adult',
      });
    city.sources.forEach((source, index) => {
      if (source.liveCheck && !source.note)
        context.addIssue({
          code: 'custom',
          path: ['sources', index, 'note'],
          message: 'is missing: say how the page was read, and what the live check must confirm',
        });
    });
    if (
      where.status !== 'unconfirmed' &&
      where.pavements === 'signed-slow-mode' &&
      !where.pavementSpeed
    )
      context.addIssue({
        code: 'custom',
        path: ['rules', 'where', 'pavementSpeed'],
        message: 'is missing: say how fast a scooter may go on the pavements that allow it',
      });
    if (
      helmet.status !== 'unconfirmed' &&
      helmet.law === 'compulsory-under-age' &&
      !helmet.underAge
    )
      context.addIssue({
        code: 'custom',
        path: ['rules', 'helmet', 'underAge'],
        message: 'is missing: say below which age a helmet is compulsory',
      });
  });

// An opening (content/jobs/<id>.json): the Careers list, its page and its JobPosting.
const salarySchema = z
  .object({
    currency: z.string().refine(isCurrency, 'is not a currency code (ISO 4217), e.g. "GBP"'),
    min: count('units of the currency').positive('must be an amount above 0'),
    max: count('units of the currency').positive('must be an amount above 0'),
    unit: z.enum(SALARY_UNITS),
    note: optional(words),
  })
  .refine((salary) => salary.min <= salary.max, {
    path: ['min'],
    message: 'is above the maximum: swap them',
  });

const points = z.array(words).min(1, 'is empty: the page would say nothing here');

export const jobSchema = z
  .object({
    title: words,
    cityId: slug,
    datePosted: date,
    validThrough: date,
    employmentType: z.enum(EMPLOYMENT_TYPES),
    officeId: slug,
    salary: salarySchema,
    summary: words,
    role: points,
    duties: points,
    requirements: points,
    offer: points,
  })
  .refine((job) => job.validThrough >= job.datePosted, {
    path: ['validThrough'],
    message: 'is before the posting date (datePosted): an opening cannot close before it opens',
  });

const TIME_ZONE = 'is not a time zone: use its IANA name, e.g. "Europe/London"';

/**
 * A place Scoot's people work from (content/offices/<id>.json). Its address is words: each
 * language writes it as its readers address a letter there (a Japanese address in Japanese
 * script, an address abroad usually as the country writes it), and the job page puts the
 * parts in the order that language's messages give (job.officeAddress).
 */
export const officeSchema = z.object({
  cityId: slug,
  name: words,
  streetAddress: words,
  /** The town as the address names it, where that is not the city's name (横浜市, not 横浜). */
  locality: optional(words),
  postalCode: text,
  region: words,
  // An IANA name, area and place ("Europe/London") or UTC: the shape the CMS form's pattern
  // checks; the runtime knows which exist. Intl would also take an offset ("+01:00") and old
  // one-word aliases ("GB"), which are not the names the hint asks for.
  timeZone: z
    .string()
    .regex(/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/, { error: TIME_ZONE, abort: true })
    .refine(isTimeZone, TIME_ZONE),
});

// The pages' copy (content/pages/<page>.json).
const artPath = z
  .string()
  .regex(/^\/images\/[\w.-]+$/, 'must be a picture in public/images, e.g. "/images/home-hero.svg"');
/** A page of the site, perhaps a part of it: the link takes the visitor's language prefix. */
const sitePath = z
  .string()
  .regex(/^\/[a-z0-9/#-]*$/, 'must be a path of this site, e.g. "/about#values"');
/** A picture and what a screen reader says of it: none for a decorative one. */
export const imageSchema = z.object({ src: artPath, alt: optional(translated(z.string())) });

export const metadataSchema = z.object({
  title: translated(
    copy.refine(
      (title) => !title.endsWith(TITLE_SUFFIX),
      `leaves out "${TITLE_SUFFIX}": the site adds it`,
    ),
  ),
  description: copy,
  socialCard: z.object({ kicker: optional(copy), headline: copy, text: copy, art: artPath }),
});

const section = { id: slug, title: copy };
export const sectionSchema = z.object(section);
export const featureSchema = z.object({
  ...section,
  paragraphs: z.array(copy).min(1, 'is empty'),
  image: imageSchema,
});
export const illustratedItemSchema = z.object({
  id: slug,
  title: copy,
  text: copy,
  image: imageSchema,
});
export const illustratedListSchema = z.object({
  ...section,
  items: z.array(illustratedItemSchema).min(1, 'is empty'),
});
const banner = z.object({ title: copy });

/**
 * The rules over a page's whole copy: each `id` (a section's anchor, a list's keys) once, as
 * they become its DOM ids; and only the `{placeholders}` the build fills on this page, so
 * none reaches a visitor as it was typed.
 */
function pageRules(placeholders: readonly string[]) {
  return (page: object, context: z.RefinementCtx) => {
    const seen = new Set<string>();
    const walk = (node: unknown, path: (string | number)[]) => {
      if (typeof node === 'string')
        for (const [, name] of node.matchAll(/\{([^}]*)\}/g))
          if (!placeholders.includes(name!))
            context.addIssue({
              code: 'custom',
              path,
              message: `says {${name}}, which this page cannot fill in: use one of ${placeholders.map((known) => `{${known}}`).join(', ')}, or write it out`,
            });
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, [...path, index]));
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'id' && typeof value === 'string') {
          if (seen.has(value))
            context.addIssue({
              code: 'custom',
              path: [...path, key],
              message: `"${value}" is already used on this page: ids must differ`,
            });
          seen.add(value);
        } else walk(value, [...path, key]);
      }
    };
    walk(page, []);
  };
}

export const pageSchemas = {
  home: z
    .object({
      metadata: metadataSchema,
      hero: z.object({ title: copy, text: copy, image: imageSchema }),
      steps: illustratedListSchema,
      features: z.array(
        featureSchema.extend({
          learnMore: z.object({ href: sitePath, label: copy, context: copy }),
        }),
      ),
    })
    .superRefine(pageRules(PLACEHOLDERS.home)),
  about: z
    .object({
      metadata: metadataSchema,
      banner,
      features: z.array(featureSchema),
      values: illustratedListSchema,
      faq: sectionSchema,
    })
    .superRefine(pageRules(PLACEHOLDERS.about)),
  careers: z
    .object({
      metadata: metadataSchema,
      banner,
      mission: featureSchema,
      values: illustratedListSchema,
      jobs: z.object({ ...section, apply: copy, none: copy }),
    })
    .superRefine(pageRules(PLACEHOLDERS.careers)),
  locations: z
    .object({
      metadata: metadataSchema,
      banner,
      map: z.object({ ...section, caption: copy, mapLabel: copy, listLabel: copy }),
      notListed: featureSchema.extend({ action: copy, subject: copy, body: copy }),
    })
    .superRefine(pageRules(PLACEHOLDERS.locations)),
};

/** Each folder of data files under content/ (one file a city, an opening, an office): its schema. */
export const folderSchemas = { cities: citySchema, jobs: jobSchema, offices: officeSchema };

/** Each data file under content/ that stands alone, by its path from the root: its schema. */
export const fileSchemas: Record<string, z.ZodType> = {
  'content/site.json': siteSchema,
  'content/faq.json': faqSchema,
  ...Object.fromEntries(
    Object.entries(pageSchemas).map(([page, schema]) => [`content/pages/${page}.json`, schema]),
  ),
};
