import { cityAndCountry } from '@/lib/cities';
import { formatDate, listOf } from '@/lib/text';

import type {
  City,
  CityRules,
  HelmetRule,
  LicenceRule,
  PageMetadata,
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

export type RuleKey = keyof typeof ruleTitles;
export const ruleKeys = Object.keys(ruleTitles) as RuleKey[];

export const cityPage = {
  /** The link back to the Locations page's list, above everything else. */
  back: 'All locations',
  rules: {
    id: 'before-you-ride',
    title: 'Before you ride here',
    intro:
      'The law on e-scooters differs from country to country, and sometimes from city to city. Here is what it says where you are about to ride.',
    /** Before a rule that differs from the FAQ: "Different here: our general FAQ says ...". */
    differs: 'Different here:',
    faqLink: 'general FAQ',
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

/** The rules no official source confirmed, named in a sentence: the page states none of them. */
export const unconfirmedText = (titles: readonly string[]) =>
  `We have not yet confirmed the local rules on ${listOf(titles.map((title) => title.toLowerCase()))} against an official source, so this page does not state them. The app shows them before your first ride, and whatever they say, we strongly recommend a helmet.`;

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

type Described = {
  text: string;
  /** How the rule departs from the general FAQ, completing "our general FAQ …". */
  differs?: string;
};

/**
 * What a confirmed rule says, in a sentence or two, and how it differs from the general FAQ
 * (the About page's answers, which the specification words as "typically" and "regardless of
 * local law"). Undefined for a rule no source confirmed: the page does not state it.
 */
export function describeRule(key: RuleKey, rules: CityRules): Described | undefined {
  switch (key) {
    case 'licence': {
      const rule = rules.licence;
      if (!isStated(rule)) return undefined;
      const licence: Record<LicenceRule, Described> = {
        none: {
          text: 'You do not need a driving licence to ride here.',
          differs: 'says you typically need a driving licence; here you do not.',
        },
        'none-listed': {
          text: 'No driving licence is listed among the requirements to ride here.',
          differs: 'says you typically need a driving licence; here none is listed.',
        },
        'driving-licence': { text: 'You need a valid driving licence to ride here.' },
        'full-or-provisional': {
          text: 'You need a full or provisional driving licence to ride here.',
        },
      };
      return licence[rule.required];
    }
    case 'minimumAge': {
      const rule = rules.minimumAge;
      if (!isStated(rule)) return undefined;
      return { text: `You must be ${rule.years} or older to ride.` };
    }
    case 'helmet': {
      const rule = rules.helmet;
      if (!isStated(rule)) return undefined;
      const text: Record<HelmetRule, string> = {
        compulsory: 'The law requires a helmet on every ride.',
        'compulsory-under-age': `The law requires a helmet for riders under ${rule.underAge}. We strongly recommend one for everyone.`,
        'effort-duty':
          'The law asks every rider to make an effort to wear a helmet, but does not make it compulsory. We strongly recommend one.',
        'not-required': 'The law does not require a helmet, but we strongly recommend one.',
      };
      return {
        text: text[rule.law],
        differs: helmetCompulsoryForRiders(rules)
          ? 'recommends a helmet; here the law requires one.'
          : undefined,
      };
    }
    case 'speedLimit': {
      const rule = rules.speedLimit;
      if (!isStated(rule)) return undefined;
      return { text: `Scooters here are limited to ${speedText(rule)}.` };
    }
    case 'where': {
      const rule = rules.where;
      if (!isStated(rule)) return undefined;
      const { roads, bikeLanes, pavements } = rule;
      const lanes = bikeLanes === 'allowed';
      const onStreet: Record<RoadAccess, string> = {
        allowed: lanes ? 'Ride on the road or in bike lanes' : 'Ride on the road',
        some: lanes
          ? 'Ride in bike lanes, and on roads only where the law allows'
          : 'Ride on roads only where the law allows',
        'not-allowed': lanes
          ? 'Ride only in bike lanes, not on the road'
          : 'Ride only where the app shows it is allowed',
      };
      const offStreet: Record<PavementAccess, string> = {
        'not-allowed': 'never on the pavement.',
        'signed-slow-mode':
          'on a pavement only where a sign allows it, in the scooter’s slow pavement mode.',
      };
      const differs =
        pavements === 'signed-slow-mode'
          ? 'says to keep off the pavement; here some pavements are open to scooters, at walking pace.'
          : roads === 'not-allowed'
            ? 'says to follow the rules for cyclists; here scooters must keep off the road.'
            : undefined;
      return { text: `${onStreet[roads]}; ${offStreet[pavements]}`, differs };
    }
    case 'parking': {
      const rule = rules.parking;
      if (!isStated(rule)) return undefined;
      return rule.rule === 'designated-bays'
        ? {
            text: 'End your ride only in a marked parking bay: the app shows the nearest ones.',
            differs:
              'says to park away from walkways and ramps; here you must also use a marked bay.',
          }
        : {
            text: 'Park upright at the side of the street, away from walkways, doorways and accessibility ramps.',
          };
    }
  }
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
