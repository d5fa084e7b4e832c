import { cityAndCountry } from '@/lib/cities';
import { formatDate, listOf } from '@/lib/text';

import { faqGroups } from '../faq';
import type { BIKE_LANE_ACCESS } from '../schema';
import type {
  City,
  CityRules,
  FaqGroup,
  HelmetRule,
  LicenceRule,
  PageMetadata,
  ParkingRule,
  PavementAccess,
  RoadAccess,
  StatedRule,
} from '../types';

/*
 * Copy of a city's page (/locations/<id>). Every sentence about the law is built here from
 * the city's rule fields (content/cities/<id>.json), so the page says what the data says and no
 * more; where the data differs from the About page's general FAQ, the page says so.
 */

/** The rules in the order the page shows them, with each one's heading. */
export const ruleTitles = {
  licence: 'Licence',
  minimumAge: 'Minimum age',
  helmet: 'Helmet',
  speedLimit: 'Top speed',
  where: 'Where to ride',
  parking: 'Parking',
} as const satisfies Record<Exclude<keyof CityRules, 'local'>, string>;

/** Every rule of the schema but the free-form local ones. */
export type RuleKey = Exclude<keyof CityRules, 'local'>;
export const ruleKeys = Object.keys(ruleTitles) as RuleKey[];

export const cityPage = {
  /** The link back to the Locations page's list, above everything else. */
  back: 'All locations',
  rules: {
    id: 'before-you-ride',
    title: 'Before you ride here',
    intro:
      'The law on e-scooters differs from country to country, and sometimes from city to city. Here is what it says where you are about to ride.',
    /** Before a rule that differs from the FAQ: "Different here: our general FAQ says “…”". */
    differs: 'Different here:',
    faqLink: 'general FAQ',
    faqSays: 'says',
    source: 'Source:',
    checked: 'checked',
  },
  service: {
    id: 'where-scoot-runs',
    title: 'Where Scoot runs',
    areas: 'You can start and end a ride in these areas; the app shows the exact boundary.',
  },
  start: {
    id: 'getting-started',
    title: 'Getting started',
    text: 'Download the app, add a card or your online wallet, then scan the QR code on any scooter nearby to unlock it.',
    badgesLabel: 'Get the app',
  },
  jobs: {
    id: 'working-here',
    all: 'See all open positions',
  },
} as const;

/** The page's heading: what a rider looking for this city came to read. */
export const cityHeading = (city: Pick<City, 'name'>) => `Riding in ${city.name}`;

export const serviceSince = (city: Pick<City, 'name' | 'service'>) =>
  `Scoot has run in ${city.name} since ${formatDate(city.service.since)}.`;

export const jobsTitle = (city: Pick<City, 'name'>) => `Working in ${city.name}`;

export const noJobs = (city: Pick<City, 'name'>) =>
  `There are no openings in ${city.name} right now.`;

/**
 * The rules no official source confirmed, named in sentences: the page states none of them, and
 * never softens one that may be compulsory. A helmet is named as possibly compulsory, since in
 * some countries the law requires one.
 */
export function unconfirmedText(keys: readonly RuleKey[]): string[] {
  const titles = listOf(keys.map((key) => ruleTitles[key].toLowerCase()));
  return [
    `We have not yet confirmed the local rules on ${titles} against an official source, so this page does not state them.`,
    keys.includes('helmet')
      ? 'Check the app before your first ride: it shows the rules that apply, and a helmet may be compulsory here.'
      : 'Check the app before your first ride: it shows the rules that apply.',
  ];
}

/** "15 mph", "12.5 mph", "20 km/h". */
export const speedText = ({ value, unit }: { value: number; unit: string }) => `${value} ${unit}`;

/** A rule the page states: one that an official source confirmed. */
export function isStated<R extends { status: string }>(
  rule: R,
): rule is Extract<R, { status: 'confirmed' }> {
  return rule.status === 'confirmed';
}

/** The rules the page cannot state, by key, in the page's order. */
export function unconfirmedKeys(rules: CityRules): RuleKey[] {
  return ruleKeys.filter((key) => !isStated(rules[key]));
}

/** The helmet law binds a Scoot rider: compulsory for all, or below an age they can be. */
function helmetCompulsoryForRiders({ helmet, minimumAge }: CityRules): boolean {
  if (!isStated(helmet)) return false;
  if (helmet.law === 'compulsory') return true;
  const youngest = isStated(minimumAge) ? minimumAge.years : 0;
  return helmet.law === 'compulsory-under-age' && (helmet.underAge ?? 0) > youngest;
}

/**
 * The About page's FAQ answers a city rule can differ from: the question's id and what the
 * sentence quoted from its answer is about. The page quotes that sentence from
 * content/faq.json, so an edit to the FAQ changes the quote with it.
 */
const faqClaims = {
  licence: { item: 'need-a-license', about: /licen[cs]e/i },
  helmet: { item: 'helmets', about: /helmet/i },
  pavement: { item: 'rules-and-regulations', about: /pavement/i },
  roads: { item: 'rules-and-regulations', about: /cyclists/i },
  parking: { item: 'rules-and-regulations', about: /\bpark\b/i },
} as const;
type FaqClaim = keyof typeof faqClaims;

/** What the FAQ says on a point, word for word: its question and the one sentence about it. */
export function faqSays(claim: FaqClaim, groups: readonly FaqGroup[] = faqGroups) {
  const { item: id, about } = faqClaims[claim];
  const item = groups.flatMap((group) => group.items).find((each) => each.id === id);
  const sentence = item?.text.match(/[^.!?]+[.!?]+/g)?.find((each) => about.test(each));
  if (!item || !sentence)
    throw new Error(
      `content/faq.json: no answer to "${id}" says anything matching ${about}, which a city page quotes where its rules differ; update faqClaims in content/pages/city.ts`,
    );
  return { id, question: item.title, sentence: sentence.trim() };
}

export type Described = {
  text: string;
  /** How the rule departs from the FAQ: the FAQ's sentence it departs from, then what holds here. */
  differs?: { faq: FaqClaim; here: string };
};

type Confirmed<K extends RuleKey> = Extract<CityRules[K], { status: 'confirmed' }>;
type BikeLaneAccess = (typeof BIKE_LANE_ACCESS)[number];

/**
 * The sentences of each rule, one function per key and one sentence per value: a rule key or
 * value added to the schema without its sentence fails the typecheck here (`satisfies`, and
 * `Record` over every value), so no rule is dropped from a page unnoticed.
 */
const describers = {
  licence: (rule) => {
    const text = {
      none: 'You do not need a driving licence to ride here.',
      'none-listed': 'No driving licence is listed among the requirements to ride here.',
      'driving-licence': 'You need a valid driving licence to ride here.',
      'full-or-provisional': 'You need a full or provisional driving licence to ride here.',
    } satisfies Record<LicenceRule, string>;
    const differs = {
      none: 'Here you do not need one.',
      'none-listed': 'Here none is listed.',
      'driving-licence': undefined,
      'full-or-provisional': undefined,
    } satisfies Record<LicenceRule, string | undefined>;
    const overseas =
      rule.overseasMonths &&
      ` A licence from another country must be a full one, and some count only in your first ${rule.overseasMonths} months in the country.`;
    const here = differs[rule.required];
    return {
      text: text[rule.required] + (overseas || ''),
      differs: here ? { faq: 'licence', here } : undefined,
    };
  },
  minimumAge: (rule) => ({
    text:
      `You must be ${rule.years} or older to ride.` +
      (rule.accompaniedUntil
        ? ` Riders aged ${rule.years} to ${rule.accompaniedUntil} must ride with an adult.`
        : ''),
  }),
  helmet: (rule, rules) => {
    const text = {
      compulsory: 'The law requires a helmet on every ride.',
      'compulsory-under-age': `The law requires a helmet for riders under ${rule.underAge}. We strongly recommend one for everyone.`,
      'effort-duty':
        'The law asks every rider to make an effort to wear a helmet, but does not make it compulsory. We strongly recommend one.',
      'not-required': 'The law does not require a helmet, but we strongly recommend one.',
    } satisfies Record<HelmetRule, string>;
    return {
      text: text[rule.law],
      differs: helmetCompulsoryForRiders(rules)
        ? { faq: 'helmet', here: 'Here the law requires one.' }
        : undefined,
    };
  },
  speedLimit: (rule) => ({ text: `Scooters here are limited to ${speedText(rule)}.` }),
  where: ({ roads, bikeLanes, pavements }) => {
    const onStreet = {
      allowed: {
        allowed: 'Ride on the road or in bike lanes',
        'not-allowed': 'Ride on the road, not in bike lanes',
        'required-where-marked': 'Ride on the road, and in the marked bike lane where there is one',
      },
      some: {
        allowed: 'Ride in bike lanes, and on roads only where the law allows',
        'not-allowed': 'Ride on roads only where the law allows',
        'required-where-marked':
          'Ride on roads only where the law allows, and in the marked bike lane where there is one',
      },
      'not-allowed': {
        allowed: 'Ride only in bike lanes, not on the road',
        'not-allowed': 'Ride only where the app shows it is allowed',
        'required-where-marked': 'Ride only in bike lanes, not on the road',
      },
    } satisfies Record<RoadAccess, Record<BikeLaneAccess, string>>;
    const offStreet = {
      'not-allowed': 'never on the pavement.',
      'signed-slow-mode':
        'on a pavement only where a sign allows it, in the scooter’s slow pavement mode.',
    } satisfies Record<PavementAccess, string>;
    const pavementDiffers = {
      'not-allowed': undefined,
      'signed-slow-mode': {
        faq: 'pavement',
        here: 'Here some pavements are open to scooters, at walking pace.',
      },
    } satisfies Record<PavementAccess, Described['differs']>;
    const roadDiffers = {
      allowed: undefined,
      some: undefined,
      'not-allowed': { faq: 'roads', here: 'Here scooters must keep off the road.' },
    } satisfies Record<RoadAccess, Described['differs']>;
    return {
      text: `${onStreet[roads][bikeLanes]}; ${offStreet[pavements]}`,
      differs: pavementDiffers[pavements] ?? roadDiffers[roads],
    };
  },
  parking: (rule) => {
    const parking = {
      'designated-bays': {
        text: 'End your ride only in a marked parking bay: the app shows the nearest ones.',
        differs: { faq: 'parking', here: 'Here you must also use a marked bay.' },
      },
      considerate: {
        text: 'Park upright at the side of the street, away from walkways, doorways and accessibility ramps.',
      },
    } satisfies Record<ParkingRule, Described>;
    return parking[rule.rule];
  },
} satisfies { [K in RuleKey]: (rule: Confirmed<K>, rules: CityRules) => Described };

/**
 * What a confirmed rule says, in a sentence or two, and how it differs from the general FAQ.
 * Undefined for a rule no source confirmed: the page does not state it.
 */
export function describeRule<K extends RuleKey>(key: K, rules: CityRules): Described | undefined {
  const rule = rules[key];
  if (!isStated(rule)) return undefined;
  const describe = describers[key] as (rule: Confirmed<K>, rules: CityRules) => Described;
  return describe(rule as Confirmed<K>, rules);
}

/** The city's sources a rule names, in the order it names them. */
export function sourcesOf(city: Pick<City, 'sources'>, rule: Pick<StatedRule, 'sources'>) {
  return rule.sources.flatMap((id) => city.sources.find((source) => source.id === id) ?? []);
}

/** The one-line summary of what is confirmed, for the share card. */
export function rulesSummary({ licence, minimumAge, speedLimit }: CityRules): string {
  const licenceSummary: Record<LicenceRule, string> = {
    none: 'No licence needed',
    'none-listed': 'No licence listed',
    'driving-licence': 'Driving licence needed',
    'full-or-provisional': 'Driving licence needed',
  };
  const parts = [
    isStated(licence) && licenceSummary[licence.required],
    isStated(minimumAge) && `riders ${minimumAge.years}+`,
    isStated(speedLimit) && `up to ${speedText(speedLimit)}`,
  ].filter((part) => part !== false);
  return parts.length ? `${parts.join(', ')}.` : 'The local rules, and where to ride.';
}

/** What a city's page tells search engines and link previews. */
export function cityMetadataContent(city: City): PageMetadata {
  return {
    title: `Scooters in ${city.name}: rules and where to ride`,
    description: `What a rider must know in ${cityAndCountry(city)} before a first ride: the local rules, where Scoot runs and our openings there.`,
    socialCard: {
      kicker: `Locations · ${city.name}`,
      headline: cityHeading(city),
      text: `${rulesSummary(city.rules)} In ${listOf(city.service.districts)}.`,
      art: '/images/locations-globe.svg',
    },
  };
}
