import { z } from 'zod';

/*
 * The one description of the content marketing edits: the data files under content/ (JSON,
 * written by hand or by the CMS) and the types the pages are built from. Each rule a page
 * relies on is here, as a field's type or a refinement that spans fields. Each field also
 * says how the admin asks for it (`labelled`: its label, its hint), and the admin's form is
 * made from this (cms/src/config.ts). Messages finish the sentence "<file>, <field> ..." in
 * words an editor understands; the form shows the same words when a field's pattern fails.
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

/** How the admin's form asks for a field (cms/src/config.ts makes the form from it). */
export type FieldMeta = {
  label: string;
  /** A sentence under the label: what it is, and where the site shows it. */
  hint?: string;
  /** A text field of several lines, a picture of public/images, or an entry of a collection. */
  widget?: 'text' | 'image' | 'relation';
  /** The words for each value of a choice, in the form's order (the schema's). */
  choices?: Readonly<Record<string, string>>;
  /** Decap's other settings of the field: a list's summary, a relation's collection, a step. */
  form?: Readonly<Record<string, unknown>>;
};

/** The admin's words for each field of the schema; a copy with its own words keeps the rest. */
export const fieldMeta = z.registry<FieldMeta>();

/** The field as the admin asks for it: a copy of the schema with its label and hint. */
function labelled<Schema extends z.ZodType>(schema: Schema, meta: FieldMeta): Schema {
  const field = schema.clone() as Schema;
  if (isTranslated(schema)) translatedFields.add(field);
  fieldMeta.add(field, meta);
  return field;
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

/** A section's id, the end of a link to it (`/about#our-values`). */
const anchor = labelled(slug, {
  label: 'Anchor',
  hint: 'The end of a link straight to this part of the page (/about#our-values). Changing it breaks links others have shared.',
});

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
  description: labelled(words, {
    label: 'Description',
    widget: 'text',
    hint: 'What Scoot is, in a sentence. Search engines show it for the site, and it is the default description of a page.',
  }),
  citiesTargeted: labelled(count('cities').positive('must be above 0'), {
    label: 'Cities planned',
    hint: 'How many cities Scoot plans to run in within a year. Pages say it wherever they write {citiesTargeted}.',
  }),
  paymentDeferral: labelled(words, {
    label: 'Payment can be deferred for',
    hint: 'How long a rider may wait to pay, as words after "defer payment for", e.g. "up to a month". Shown wherever a page writes {paymentDeferral}.',
  }),
  careersEmail: labelled(z.email('must be an e-mail address'), {
    label: 'Careers email',
    hint: "Where applications go. Each opening's Apply button writes to it.",
  }),
  helloEmail: labelled(z.email('must be an e-mail address'), {
    label: 'Hello email',
    hint: 'The general address, used by "Message Us" on the Locations page.',
  }),
});

/** The city rules an FAQ answer can be built from, city by city (lib/pages/city.ts). */
export const FAQ_RULES = ['licence', 'minimumAge', 'helmet'] as const;

// The FAQ (content/faq.json): groups of questions on the About page.
const faqItemSchema = z.object({
  id: anchor,
  title: labelled(words, { label: 'Question', hint: 'The question, as a rider would ask it.' }),
  text: labelled(words, {
    label: 'Answer',
    widget: 'text',
    hint: 'The answer, in a few plain sentences.',
  }),
  cityLinks: labelled(optional(words), {
    label: 'Lead-in to the city pages',
    hint: "Optional. When the answer depends on the city, a sentence ending in a colon; the site adds a link to each city's page after it.",
  }),
  /** The cities' rules the answer goes on to give, one sentence per different rule. */
  answerFrom: labelled(optional(z.array(z.enum(FAQ_RULES))), {
    label: 'Answer city by city from the rules on',
    choices: { licence: 'Licence', minimumAge: 'Minimum age', helmet: 'Helmet' },
    hint: "Optional. The site adds a sentence for each different rule, naming its cities, from the cities' own data, so the FAQ never says other than a city's page.",
  }),
});

const faqGroupSchema = z.object({
  id: anchor,
  title: labelled(words, { label: 'Title', hint: 'The group\'s heading, e.g. "Safe driving".' }),
  initiallyOpenId: labelled(optional(slug), {
    label: 'Open when the page loads',
    hint: 'The anchor of the question shown open when the page loads (e.g. "helmets"), or empty for all closed.',
  }),
  items: labelled(z.array(faqItemSchema).min(1, 'has no questions'), {
    label: 'Questions',
    hint: 'The questions of this group, in order.',
    form: { summary: '{{fields.title}}' },
  }),
});

export const faqSchema = z
  .object({
    groups: labelled(z.array(faqGroupSchema).min(1, 'has no groups'), {
      label: 'Groups',
      hint: "The FAQ's groups, in the order they show on the About page.",
      form: { summary: '{{fields.title}}' },
    }),
  })
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
const sourceIds = labelled(
  z
    .array(labelled(slug, { label: 'Source' }))
    .min(
      1,
      'is empty: a rule the page states needs an official source (or set its status to "unconfirmed")',
    ),
  {
    label: 'Sources',
    hint: 'Needed for the law\'s rules. The anchor (e.g. "tfl-e-scooters") of each official page below that states this rule.',
  },
);
const ruleDetail = labelled(optional(words), {
  label: 'Detail',
  widget: 'text',
  hint: 'Optional. One sentence on a local twist a visitor would not guess, shown under the rule.',
});
const LAW = 'The law: confirmed on an official page';
const SCOOT = 'Scoot’s own rule (no source needed)';
/** Whose rule it is, the first field of a rule's form (the variants' statuses are its choices). */
const ruleStatus = labelled(z.literal('confirmed'), {
  label: 'Status',
  choices: {
    confirmed: LAW,
    scoot: SCOOT,
    unconfirmed: 'The law, not confirmed: the page sends riders to the app',
  },
  hint: "The law's rule only when an official page (city, police, transport authority) says so: then fill in the rule and its source below. Scoot's own rule where Scoot decides, or asks more than the law (where a ride may end, an age): the page says it is Scoot's. Not confirmed: the city's page does not state this rule and tells riders to check the app.",
});
/** A field of a rule that the law's and Scoot's variants need: the form asks for it then. */
const needed = <Schema extends z.ZodType>(schema: Schema, label: string) =>
  labelled(schema, { label, hint: 'Needed when confirmed.' });

/**
 * One rule of a city, by whose rule it is: the law's, confirmed on official pages (its value,
 * the sources it was read on, and a sentence of local detail); Scoot's own (`scoot`: where a
 * ride may end, or anything Scoot asks beyond the law), which needs no source; or the law's
 * but not confirmed, and then not stated: the page sends the rider to the app.
 */
function rule<Shape extends z.ZodRawShape>(meta: FieldMeta, fields: Shape) {
  return labelled(
    z.discriminatedUnion(
      'status',
      [
        z.object({ status: ruleStatus, ...fields, sources: sourceIds, detail: ruleDetail }),
        z.object({ status: z.literal('scoot'), ...fields, detail: ruleDetail }),
        z.object({ status: z.literal('unconfirmed') }),
      ],
      { error: 'needs a status: "confirmed" (the law, with sources), "scoot" or "unconfirmed"' },
    ),
    meta,
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
const choices = (label: string, choices: Record<string, string>, hint = 'Needed when confirmed.') =>
  ({ label, choices, hint }) satisfies FieldMeta;
const localTitle = labelled(words, {
  label: 'Title',
  hint: 'A short heading, e.g. "Only rental scooters".',
});
const localText = labelled(words, {
  label: 'Text',
  widget: 'text',
  hint: 'The rule in a sentence or two.',
});

const rulesSchema = labelled(
  z.object({
    licence: rule(
      { label: 'Driving licence', hint: 'Whether a rider needs a driving licence.' },
      {
        required: labelled(
          z.enum(LICENCE_RULES),
          choices('Licence needed', {
            none: 'No licence needed',
            'none-listed': 'None among the listed requirements',
            'driving-licence': 'Any valid driving licence',
            'full-or-provisional': 'A full or provisional licence',
          }),
        ),
        /** Some licences from abroad count only this many months after the rider arrives. */
        overseasMonths: labelled(optional(count('months').positive('must be above 0')), {
          label: 'Licences from abroad count for (months)',
          hint: 'Only where the law says so: some licences from another country count only this many months after the rider arrives, e.g. 12.',
        }),
        /** A full licence from the EU or the EEA counts at any time (the UK's rule). */
        overseasEuEea: labelled(optional(z.boolean()), {
          label: 'EU and EEA licences count at any time',
          hint: 'Only where the law says so (the UK): a full licence from the EU or the EEA counts for as long as the rider stays.',
        }),
      },
    ),
    minimumAge: rule(
      { label: 'Minimum age', hint: 'The youngest age at which a rider may ride.' },
      {
        years: labelled(count('years').positive('must be above 0'), {
          label: 'Years',
          hint: 'Needed when confirmed. The age in years, e.g. 16.',
        }),
        /** Riders from `years` up to and including this age ride only with an adult. */
        accompaniedUntil: labelled(optional(count('years').positive('must be above 0')), {
          label: 'With an adult up to the age of',
          hint: 'Only where the law says so: riders from the minimum age up to and including this age must be accompanied by an adult, e.g. 15.',
        }),
      },
    ),
    helmet: rule(
      {
        label: 'Helmet',
        hint: 'What the law says about helmets (the site recommends one either way).',
      },
      {
        law: labelled(
          z.enum(HELMET_RULES),
          choices('Helmet law', {
            compulsory: 'Compulsory for everyone',
            'compulsory-under-age': 'Compulsory under an age',
            'effort-duty': 'Riders should try to wear one (a duty to try)',
            'not-required': 'Not required',
          }),
        ),
        underAge: labelled(optional(count('years').positive()), {
          label: 'Compulsory under the age of',
          hint: 'Only for "Compulsory under an age". Riders younger than this must wear one.',
        }),
      },
    ),
    speedLimit: rule(
      { label: 'Speed limit', hint: 'The top speed the law allows.' },
      {
        // At least 1, as the CMS form's `min` can say (it has no bound that excludes itself).
        value: labelled(speed, {
          label: 'Limit',
          hint: 'Needed when confirmed. The number, e.g. 20 or 12.5.',
        }),
        unit: needed(z.enum(['km/h', 'mph']), 'Unit'),
      },
    ),
    where: rule(
      { label: 'Where to ride', hint: 'Where on the street a scooter may go.' },
      {
        roads: labelled(
          z.enum(ROAD_ACCESS),
          choices('Roads', {
            allowed: 'Allowed',
            some: 'Some roads only',
            'not-allowed': 'Not allowed',
          }),
        ),
        bikeLanes: labelled(
          z.enum(BIKE_LANE_ACCESS),
          choices('Bike lanes', {
            allowed: 'Allowed',
            'not-allowed': 'Not allowed',
            'required-where-marked': 'Compulsory where one is marked',
          }),
        ),
        pavements: labelled(
          z.enum(PAVEMENT_ACCESS),
          choices('Pavements', {
            'not-allowed': 'Not allowed',
            'signed-slow-mode': 'Only where signed, in slow mode',
          }),
        ),
        /** The side of the road to keep to, where the law names one. */
        keep: labelled(
          optional(z.enum(ROAD_SIDES)),
          choices(
            'Keep to the side',
            { left: 'Left', right: 'Right' },
            'Only where the law names the side of the road to keep to (Japan: the left edge).',
          ),
        ),
        /** On a pavement that allows them, the most a scooter may go, in the top speed's unit. */
        pavementSpeed: labelled(optional(speed), {
          label: 'Top speed on pavements',
          hint: 'Needed for "Only where signed, in slow mode": the most a scooter may go there, in the top speed\'s unit, e.g. 6.',
        }),
        /** The areas besides the lanes where the law lets them ride. */
        areas: labelled(
          optional(z.array(z.enum(DESIGNATED_AREAS))),
          choices(
            'Areas besides the lanes',
            {
              residential: 'Residential areas',
              'car-free-day': 'Car-free-day areas',
              tourist: 'Tourist areas',
              'transit-stations': 'Around public-transport stations',
              offices: 'Office areas',
              'off-road': 'Areas off the road',
            },
            'Only where the law lets these scooters ride in set areas besides the lanes (Indonesia).',
          ),
        ),
      },
    ),
    parking: rule(
      { label: 'Parking', hint: 'Where a ride may end.' },
      {
        rule: labelled(
          z.enum(PARKING_RULES),
          choices('Parking rule', {
            'designated-bays': 'Only in marked bays',
            considerate: 'Anywhere considerate in the service area',
          }),
        ),
      },
    ),
    /** What the law forbids a rider; a city whose sources say nothing of it leaves it out. */
    forbidden: optional(
      rule(
        {
          label: 'Forbidden',
          hint: 'What the law forbids a rider, each in a sentence of its own on the page. Leave it out where the sources say nothing of it.',
        },
        {
          acts: labelled(
            z.array(z.enum(FORBIDDEN_ACTS)).min(1, 'is empty: name what is forbidden'),
            choices('Forbidden acts', {
              alcohol: 'Riding under the influence of alcohol',
              passenger: 'Carrying a passenger',
              phone: 'Holding a phone while riding',
              'speed-modification': 'Modifying a scooter to go faster',
            }),
          ),
        },
      ),
    ),
    /**
     * Anything else local a visitor would not guess, the law's (with sources) or Scoot's own;
     * the CMS leaves an empty list out.
     */
    local: labelled(
      optional(
        z.array(
          z.discriminatedUnion(
            'status',
            [
              z.object({
                status: labelled(z.literal('confirmed'), {
                  label: 'Whose rule',
                  choices: { confirmed: LAW, scoot: SCOOT },
                  hint: "The page lists the law's rules and Scoot's apart.",
                }),
                title: localTitle,
                text: localText,
                sources: sourceIds,
                detail: ruleDetail,
              }),
              z.object({
                status: z.literal('scoot'),
                title: localTitle,
                text: localText,
                detail: ruleDetail,
              }),
            ],
            { error: 'needs a status: "confirmed" (the law, with sources) or "scoot"' },
          ),
        ),
      ),
      {
        label: 'Other local rules',
        hint: "Anything else local a visitor would not guess (number plates, insurance, areas): the law's, with a source, or Scoot's own.",
        form: { summary: '{{fields.title}}' },
      },
    ),
  }),
  {
    label: 'Riding rules',
    hint: "What the law says here, rule by rule. A rule is stated on the city's page only when an official page confirms it, with that page as its source.",
  },
);

const OFFICIAL_PAGE =
  'must be the https address of the official page, e.g. https://tfl.gov.uk/e-scooters';

/**
 * An official page a rule was read on: its publisher, its language, the day it was read, and
 * (`note`, with `liveCheck`) how it was read when that was not on the live page itself.
 */
const sourceSchema = z.object({
  id: labelled(slug, {
    label: 'Anchor',
    hint: 'A short name the rules above use for this page, e.g. "tfl-e-scooters".',
  }),
  /** The title as the source itself gives it, in its own language. */
  title: labelled(text, {
    label: 'Page title',
    hint: "The page's own title, as it shows on the page.",
  }),
  /** Who publishes it, in each language's words (横浜市, Pemerintah Kota Yokohama). */
  publisher: labelled(words, {
    label: 'Publisher',
    hint: 'Who publishes it, in this language\'s words, e.g. "Transport for London", 横浜市.',
  }),
  // Written out as https://, as the CMS form's pattern asks, and an address a browser can open.
  url: labelled(
    z
      .string()
      .regex(/^https:\/\/\S+$/, { error: OFFICIAL_PAGE, abort: true })
      .refine((url) => URL.canParse(url), OFFICIAL_PAGE),
    { label: 'Address', hint: "The official page's address, starting with https://." },
  ),
  // BCP 47: a language, then subtags of one to eight letters or digits (pt-BR, zh-Hant).
  lang: labelled(
    z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'must be a language code, e.g. "ja"'),
    {
      label: 'Language',
      hint: 'The language the page is written in, as a code: "en" for English, "ja" for Japanese.',
    },
  ),
  /** The title in each language: a page in another language than the source's shows it too. */
  translation: labelled(words, {
    label: 'Title in this language',
    hint: "The title in the language you are writing in (for a page in that language, its own title). A page in another language than the source's shows it after the title.",
  }),
  checked: labelled(date, {
    label: 'Last checked',
    hint: 'The day someone last read the page and saw that it still says so. The build warns when this gets old.',
  }),
  /** How the page was read, e.g. only from a stored copy: for editors, not shown. */
  note: labelled(optional(text), {
    label: 'How it was read',
    widget: 'text',
    hint: 'Only when the live page itself was not read, e.g. "Read on 28 November 2026 from a stored copy; check the live page before launch." Not shown on the site.',
  }),
  /** Read only from a copy: someone must read the live page before launch. */
  liveCheck: labelled(optional(z.boolean()), {
    label: 'Needs a live check',
    hint: 'On when the page was read only from a copy: someone must read the live page, then turn this off and update the date.',
  }),
});

export const citySchema = z
  .object({
    name: labelled(words, {
      label: 'City',
      hint: "The city's name as riders know it. Its page's address is made from it (/locations/new-york) when the city is added, and does not change afterwards.",
    }),
    country: labelled(words, {
      label: 'Country',
      hint: 'The country\'s name in English, e.g. "United Kingdom".',
    }),
    countryCode: labelled(
      z.string().regex(/^[A-Z]{2}$/, 'must be two capital letters (ISO 3166-1), e.g. "GB"'),
      {
        label: 'Country code',
        hint: "The country's two-letter code (GB, US, JP, ID...), used by search engines.",
      },
    ),
    latitude: labelled(
      z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
      {
        label: 'Latitude',
        hint: 'Where the pin goes on the Locations map. Degrees north of the equator (negative for south), e.g. 51.5074 for London.',
        form: { step: 0.0001 },
      },
    ),
    longitude: labelled(
      z.number().min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
      {
        label: 'Longitude',
        hint: 'Degrees east of Greenwich (negative for west), e.g. -0.1278 for London.',
        form: { step: 0.0001 },
      },
    ),
    /**
     * What the country's law calls Scoot's scooters, where the class decides a rule (a
     * standing scooter in Indonesia is an otopet, limited to 6 km/h, never the seated
     * skuter listrik's 25): the law's own term, in each language's words.
     */
    legalClass: labelled(optional(words), {
      label: "The law's name for Scoot's scooters",
      hint: 'Only where the legal class decides a rule, e.g. "otopet (standing scooters)" in Jakarta, where the seated class may go faster. Shown in the top speed\'s sentence.',
    }),
    service: labelled(
      z.object({
        districts: labelled(
          z
            .array(labelled(words, { label: 'District' }))
            .min(1, 'is empty: name at least one district Scoot serves'),
          {
            label: 'Districts',
            hint: 'The districts (boroughs, wards) Scoot serves, by the names riders know.',
          },
        ),
        since: labelled(date, { label: 'Running since', hint: 'The first day of service.' }),
      }),
      { label: 'Service', hint: "Where and since when Scoot runs here, as the city's page says." },
    ),
    rules: rulesSchema,
    sources: labelled(z.array(sourceSchema), {
      label: 'Official sources',
      hint: "The official pages the rules were read on, listed under the rules on the city's page. Every confirmed rule names at least one.",
      form: { summary: '{{fields.publisher}}: {{fields.title}}' },
    }),
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
    currency: labelled(
      z.string().refine(isCurrency, 'is not a currency code (ISO 4217), e.g. "GBP"'),
      { label: 'Currency', hint: "The currency's three-letter code, e.g. GBP, USD, JPY, IDR." },
    ),
    min: labelled(count('units of the currency').positive('must be an amount above 0'), {
      label: 'From',
      hint: 'The lowest pay offered, in whole units.',
    }),
    max: labelled(count('units of the currency').positive('must be an amount above 0'), {
      label: 'To',
      hint: 'The highest pay offered, not below the lowest.',
    }),
    unit: labelled(z.enum(SALARY_UNITS), {
      label: 'Per',
      choices: { HOUR: 'Hour', MONTH: 'Month', YEAR: 'Year' },
      hint: 'How often that amount is paid.',
    }),
    note: labelled(optional(words), {
      label: 'Note',
      hint: 'Optional. What comes with it, said after the range, e.g. "plus a yearly bonus".',
    }),
  })
  .refine((salary) => salary.min <= salary.max, {
    path: ['min'],
    message: 'is above the maximum: swap them',
  });

/** A list of sentences, each an item of the form named `item`. */
const points = (item: string, meta: FieldMeta) =>
  labelled(
    z
      .array(labelled(words, { label: item, widget: 'text' }))
      .min(1, 'is empty: the page would say nothing here'),
    meta,
  );

/** An entry of another collection, chosen by its name: the form saves its file's name. */
const entryOf = (collection: 'cities' | 'offices', meta: FieldMeta) =>
  labelled(slug, {
    ...meta,
    widget: 'relation',
    form: {
      collection,
      value_field: '{{slug}}',
      search_fields: ['name'],
      display_fields: [collection === 'cities' ? '{{name}}, {{country}}' : '{{name}}'],
    },
  });

export const jobSchema = z
  .object({
    title: labelled(words, {
      label: 'Job title',
      hint: "As the Careers page and the opening's page show it. The page's address is made from it and the city when the opening is added.",
    }),
    cityId: entryOf('cities', {
      label: 'City',
      hint: 'The city of the job. Add the city under Cities first if it is new.',
    }),
    officeId: entryOf('offices', {
      label: 'Office',
      hint: 'Where the job is done. Must be an office in the city above.',
    }),
    datePosted: labelled(date, {
      label: 'Posted on',
      hint: 'The day the opening is published, as search engines show it.',
    }),
    validThrough: labelled(date, {
      label: 'Closes on',
      hint: 'The last day applications are taken, not before the posting date. From the next day the opening leaves the site by itself.',
    }),
    employmentType: labelled(z.enum(EMPLOYMENT_TYPES), {
      label: 'Contract',
      choices: {
        FULL_TIME: 'Full-time',
        PART_TIME: 'Part-time',
        CONTRACTOR: 'Contractor',
        TEMPORARY: 'Temporary',
        INTERN: 'Internship',
        VOLUNTEER: 'Volunteer',
        PER_DIEM: 'Paid by the day',
        OTHER: 'Other',
      },
      hint: "The kind of contract, as the opening's page and search engines show it.",
    }),
    salary: labelled(salarySchema, {
      label: 'Salary',
      hint: "The pay range the opening's page states.",
    }),
    summary: labelled(words, {
      label: 'Summary',
      widget: 'text',
      hint: 'The job in a sentence or two. Search engines and link previews show it.',
    }),
    role: points('Paragraph', {
      label: 'The role',
      hint: "Paragraphs under the opening's heading on what the role is.",
    }),
    duties: points('Duty', {
      label: 'What you will do',
      hint: 'One sentence an item, shown as a bulleted list.',
    }),
    requirements: points('Requirement', {
      label: 'What you bring',
      hint: 'One sentence an item, shown as a bulleted list.',
    }),
    offer: points('Offer', {
      label: 'What we offer',
      hint: 'Benefits, pattern of work, growth; the page states the salary first by itself.',
    }),
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
  cityId: entryOf('cities', { label: 'City', hint: 'The city the office is in.' }),
  name: labelled(words, {
    label: 'Name',
    hint: 'How an opening names it, e.g. "South Jakarta office".',
  }),
  streetAddress: labelled(words, {
    label: 'Street address',
    hint: 'The street and number, as a letter in this language is addressed: in Japanese, "西区みなとみらい4-5-2"; an address abroad usually as its country writes it.',
  }),
  /** The town as the address names it, where that is not the city's name (横浜市, not 横浜). */
  locality: labelled(optional(words), {
    label: 'Town',
    hint: 'Optional. The town as the address names it, where that differs from the city\'s name ("横浜市" in Japanese for Yokohama): then give it in every language.',
  }),
  postalCode: labelled(text, { label: 'Postcode', hint: 'The postal code.' }),
  region: labelled(words, {
    label: 'Region',
    hint: 'The state, prefecture or province, e.g. "Kanagawa".',
  }),
  // An IANA name, area and place ("Europe/London") or UTC: the shape the CMS form's pattern
  // checks; the runtime knows which exist. Intl would also take an offset ("+01:00") and old
  // one-word aliases ("GB"), which are not the names the hint asks for.
  timeZone: labelled(
    z
      .string()
      .regex(/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/, { error: TIME_ZONE, abort: true })
      .refine(isTimeZone, TIME_ZONE),
    {
      label: 'Time zone',
      hint: 'The office\'s time zone, e.g. "Europe/London": an opening closes at the end of its last day there.',
    },
  ),
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
export const imageSchema = labelled(
  z.object({
    src: labelled(artPath, {
      label: 'File',
      widget: 'image',
      hint: "One of the site's illustrations (public/images). New art is drawn and added by the design team.",
      form: { choose_url: false },
    }),
    alt: labelled(optional(translated(z.string())), {
      label: 'Description for screen readers',
      hint: 'What the picture shows, in one sentence. Leave empty only when it is pure decoration.',
    }),
  }),
  {
    label: 'Image',
    hint: "An illustration of the site's library and the words a screen reader says instead of it.",
  },
);

/** Copy of a few lines, in a text box rather than on one line. */
const lines = (label: string, hint: string) => labelled(copy, { label, hint, widget: 'text' });
/** The heading of a part of a page. */
const heading = (hint: string) => labelled(copy, { label: 'Title', hint });

export const metadataSchema = labelled(
  z.object({
    title: labelled(
      translated(
        copy.refine(
          (title) => !title.endsWith(TITLE_SUFFIX),
          `leaves out "${TITLE_SUFFIX}": the site adds it`,
        ),
      ),
      {
        label: 'Page title',
        hint: 'The title in the browser tab and in search results, before "| Scoot".',
      },
    ),
    description: lines(
      'Description',
      'The one or two sentences search engines show under the title. Keep it under 160 characters.',
    ),
    socialCard: labelled(
      z.object({
        kicker: labelled(optional(copy), {
          label: 'Kicker',
          hint: 'A small word above the headline (e.g. "Careers"). Optional.',
        }),
        headline: labelled(copy, { label: 'Headline', hint: "The card's big line." }),
        text: lines('Text', 'A sentence under the headline.'),
        art: labelled(artPath, {
          label: 'Art',
          widget: 'image',
          hint: "The illustration drawn on the card (one of the site's illustrations).",
          form: { choose_url: false },
        }),
      }),
      {
        label: 'Share card',
        hint: 'The picture card shown when someone shares a link to this page.',
      },
    ),
  }),
  {
    label: 'Search and sharing',
    hint: 'What search engines and link previews (social media, chat apps) show for this page.',
    form: { collapsed: true },
  },
);

const section = { id: anchor, title: heading("The section's heading.") };
export const sectionSchema = z.object(section);
export const featureSchema = z.object({
  ...section,
  paragraphs: labelled(
    z.array(labelled(copy, { label: 'Paragraph', widget: 'text' })).min(1, 'is empty'),
    { label: 'Paragraphs', hint: 'Each paragraph of the section, in order.' },
  ),
  image: imageSchema,
});
export const illustratedItemSchema = z.object({
  id: anchor,
  title: heading("The card's heading."),
  text: lines('Text', "The card's few sentences."),
  image: imageSchema,
});
export const illustratedListSchema = z.object({
  ...section,
  title: heading('The heading above the cards.'),
  items: labelled(z.array(illustratedItemSchema).min(1, 'is empty'), {
    label: 'Cards',
    hint: 'The cards of this section, in the order they show.',
    form: { summary: '{{fields.title}}' },
  }),
});
const banner = labelled(z.object({ title: heading("The page's main heading, in the banner.") }), {
  label: 'Banner',
  hint: 'The coloured band at the top of the page.',
});
const features = (hint: string) =>
  ({ label: 'Features', hint, form: { summary: '{{fields.title}}' } }) satisfies FieldMeta;

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
      hero: labelled(
        z.object({
          title: heading("The home page's main heading."),
          text: lines('Text', 'The sentences under it.'),
          image: imageSchema,
        }),
        { label: 'Hero', hint: 'The top of the home page, with its big illustration.' },
      ),
      steps: labelled(
        illustratedListSchema.extend({
          title: heading(
            'The heading, e.g. "How to ride in {stepCount} steps" ({stepCount} is the number of steps).',
          ),
        }),
        { label: 'How to ride', hint: 'The numbered steps under the hero.' },
      ),
      features: labelled(
        z.array(
          featureSchema.extend({
            learnMore: labelled(
              z.object({
                href: labelled(sitePath, {
                  label: 'Goes to',
                  hint: 'A page of this site, e.g. /locations or /about#values.',
                }),
                label: labelled(copy, {
                  label: 'Button text',
                  hint: 'The words on the button, e.g. "Learn More".',
                }),
                context: labelled(copy, {
                  label: 'Said to screen readers after it',
                  hint: 'What the button is about, e.g. "about payments", read after the button text by screen readers.',
                }),
              }),
              { label: 'Learn more link', hint: 'The button under the section.' },
            ),
          }),
        ),
        features('The illustrated sections further down the home page, in order.'),
      ),
    })
    .superRefine(pageRules(PLACEHOLDERS.home)),
  about: z
    .object({
      metadata: metadataSchema,
      banner,
      features: labelled(
        z.array(featureSchema),
        features('The illustrated sections of the About page, in order.'),
      ),
      values: labelled(illustratedListSchema, {
        label: 'Our values',
        hint: 'The row of value cards.',
      }),
      faq: labelled(sectionSchema.extend({ title: heading('The heading above the questions.') }), {
        label: 'FAQ section',
        hint: 'The heading above the questions; the questions themselves are in the FAQ collection.',
      }),
    })
    .superRefine(pageRules(PLACEHOLDERS.about)),
  careers: z
    .object({
      metadata: metadataSchema,
      banner,
      mission: labelled(featureSchema, {
        label: 'Mission',
        hint: 'The illustrated section under the banner.',
      }),
      values: labelled(illustratedListSchema, {
        label: 'Why join us',
        hint: 'The row of cards on why to work at Scoot.',
      }),
      jobs: labelled(
        z.object({
          ...section,
          title: heading('The heading above the openings.'),
          apply: labelled(copy, {
            label: 'Apply button',
            hint: "The words on each opening's button.",
          }),
          none: lines(
            'When there are no openings',
            'What the list says on a day with no open position. The careers e-mail address follows it.',
          ),
        }),
        {
          label: 'Open positions',
          hint: 'The list of openings; the openings themselves are in the Openings collection.',
        },
      ),
    })
    .superRefine(pageRules(PLACEHOLDERS.careers)),
  locations: z
    .object({
      metadata: metadataSchema,
      banner,
      map: labelled(
        z.object({
          ...section,
          title: heading('The heading above the map.'),
          caption: labelled(copy, { label: 'Caption', hint: 'The sentence under the map.' }),
          mapLabel: labelled(copy, {
            label: 'Map description',
            hint: 'What screen readers say the map is.',
          }),
          listLabel: labelled(copy, {
            label: 'List description',
            hint: 'What screen readers say the list of cities is.',
          }),
        }),
        {
          label: 'Map',
          hint: 'The world map of the cities; the cities themselves are in the Cities collection.',
        },
      ),
      notListed: labelled(
        featureSchema.extend({
          action: labelled(copy, {
            label: 'Button text',
            hint: 'The words on the button that opens an email to us, e.g. "Message Us".',
          }),
          subject: labelled(copy, {
            label: 'Email subject',
            hint: "The subject the visitor's email starts with.",
          }),
          body: lines(
            'Email text',
            "The text the visitor's email starts with; they add their city.",
          ),
        }),
        { label: 'City not listed', hint: 'The section inviting visitors to ask for their city.' },
      ),
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
