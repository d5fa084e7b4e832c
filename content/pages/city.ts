import { cityAndCountry } from '@/lib/cities';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Lang } from '@/lib/i18n';
import { translator, type Translator } from '@/lib/messages';
import { formatDate, listOf } from '@/lib/text';

import { faqGroups } from '../faq';
import type { Localised } from '../translations';
import type {
  City,
  CityRules,
  FaqGroup,
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

/** The rules in the order the page shows them (their headings are messages: `city.ruleTitles`). */
const RULE_ORDER = [
  'licence',
  'minimumAge',
  'helmet',
  'speedLimit',
  'where',
  'parking',
] as const satisfies readonly Exclude<keyof CityRules, 'local'>[];

/** Every rule of the schema but the free-form local ones. */
export type RuleKey = Exclude<keyof CityRules, 'local'>;
export const ruleKeys: readonly RuleKey[] = RULE_ORDER;

// A rule added to the schema without its place on the page fails the typecheck here.
type Unplaced = Exclude<RuleKey, (typeof RULE_ORDER)[number]>;
const everyRulePlaced: Unplaced extends never ? true : Unplaced = true;
void everyRulePlaced;

/** A rule's heading on the page: "Licence", "Top speed". */
export function ruleTitle(key: RuleKey, lang: Lang): string {
  return translator(lang)(`city.ruleTitles.${key}`);
}

/** The anchors of the page's parts (the words are messages: `city.*`). */
export const cityPageIds = {
  rules: 'before-you-ride',
  service: 'where-scoot-runs',
  start: 'getting-started',
  jobs: 'working-here',
} as const;

/** The page's heading: what a rider looking for this city came to read. */
export const cityHeading = (city: Pick<City, 'name'>, lang: Lang) =>
  translator(lang)('city.heading', { city: city.name });

export const serviceSince = (city: Pick<City, 'name' | 'service'>, lang: Lang) =>
  translator(lang)('city.serviceSince', {
    city: city.name,
    date: formatDate(city.service.since, lang),
  });

/**
 * The rules no official source confirmed, named in sentences: the page states none of them, and
 * never softens one that may be compulsory. A helmet is named as possibly compulsory, since in
 * some countries the law requires one.
 */
export function unconfirmedText(keys: readonly RuleKey[], lang: Lang): string[] {
  const t = translator(lang);
  const names = listOf(
    keys.map((key) => t(`city.unconfirmedRuleNames.${key}`)),
    lang,
  );
  return [
    t('city.unconfirmed', { rules: names }),
    keys.includes('helmet') ? t('city.checkAppHelmet') : t('city.checkApp'),
  ];
}

/** "15 mph", "12.5 mph", "20 km/h", in the language's numbers. */
export const speedText = ({ value, unit }: { value: number; unit: string }, lang: Lang) =>
  translator(lang)('city.speed', { value, unit });

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

/** A text's sentences, as the language divides them ("。" ends a Japanese one). */
function sentencesOf(text: string, lang: Lang): string[] {
  const segmenter = new Intl.Segmenter(INTL_LOCALES[lang], { granularity: 'sentence' });
  return [...segmenter.segment(text)].map(({ segment }) => segment.trim()).filter(Boolean);
}

/**
 * What the FAQ says on a point, word for word, in the page's language: its question and the
 * one sentence about it. The sentence is found in the English answer, and taken from the
 * translation at the same place, so a translation keeps its answers sentence for sentence.
 */
export function faqSays(
  claim: FaqClaim,
  lang: Lang,
  groups: Localised<readonly FaqGroup[]> = faqGroups,
) {
  const { item: id, about } = faqClaims[claim];
  const find = (language: Lang) =>
    groups[language].flatMap((group) => group.items).find((each) => each.id === id);
  const english = find(DEFAULT_LANGUAGE);
  const index = english
    ? sentencesOf(english.text, DEFAULT_LANGUAGE).findIndex((each) => about.test(each))
    : -1;
  if (!english || index < 0)
    throw new Error(
      `content/faq.json: no answer to "${id}" says anything matching ${about}, which a city page quotes where its rules differ; update faqClaims in content/pages/city.ts`,
    );
  const item = find(lang)!;
  const sentence = sentencesOf(item.text, lang)[index];
  if (!sentence)
    throw new Error(
      `content/faq.json, ${lang}: the answer to "${id}" has fewer sentences than the English; a city page quotes its sentence ${index + 1}, so translate it sentence for sentence`,
    );
  return { id, question: item.title, sentence };
}

export type Described = {
  /** Whole sentences, one after another. */
  text: string[];
  /** How the rule departs from the FAQ: the FAQ's sentence it departs from, then what holds here. */
  differs?: { faq: FaqClaim; here: string };
};

type Confirmed<K extends RuleKey> = Extract<CityRules[K], { status: 'confirmed' }>;

/**
 * The sentences of each rule, one function per key and one sentence per value: a rule key or
 * value added to the schema without its sentence fails the typecheck here (`satisfies`, and
 * `Record` over every value), so no rule is dropped from a page unnoticed.
 */
const describers = {
  licence: (rule, _rules, t) => {
    const differs = {
      none: 'differsNone',
      'none-listed': 'differsNoneListed',
      'driving-licence': undefined,
      'full-or-provisional': undefined,
    } as const satisfies Record<LicenceRule, string | undefined>;
    const here = differs[rule.required];
    return {
      text: [
        t(`city.licence.${rule.required}`),
        rule.overseasMonths && t('city.licence.overseas', { months: rule.overseasMonths }),
      ],
      differs: here ? { faq: 'licence', here: t(`city.licence.${here}`) } : undefined,
    };
  },
  minimumAge: (rule, _rules, t) => ({
    text: [
      t('city.minimumAge', { years: rule.years }),
      rule.accompaniedUntil &&
        t('city.accompanied', { years: rule.years, until: rule.accompaniedUntil }),
    ],
  }),
  helmet: (rule, rules, t) => ({
    text: [t(`city.helmet.${rule.law}`, { age: rule.underAge ?? 0 })],
    differs: helmetCompulsoryForRiders(rules)
      ? { faq: 'helmet', here: t('city.helmet.differs') }
      : undefined,
  }),
  speedLimit: (rule, _rules, t, lang) => ({
    text: [t('city.speedLimit', { speed: speedText(rule, lang) })],
  }),
  where: ({ roads, bikeLanes, pavements }, _rules, t) => {
    const pavementDiffers = {
      'not-allowed': undefined,
      'signed-slow-mode': { faq: 'pavement', here: t('city.where.differsPavement') },
    } satisfies Record<PavementAccess, Described['differs']>;
    const roadDiffers = {
      allowed: undefined,
      some: undefined,
      'not-allowed': { faq: 'roads', here: t('city.where.differsRoads') },
    } satisfies Record<RoadAccess, Described['differs']>;
    return {
      text: [t(`city.where.${roads}.${bikeLanes}`), t(`city.where.pavements.${pavements}`)],
      differs: pavementDiffers[pavements] ?? roadDiffers[roads],
    };
  },
  parking: (rule, _rules, t) => ({
    text: [t(`city.parking.${rule.rule}`)],
    differs:
      rule.rule === 'designated-bays'
        ? { faq: 'parking', here: t('city.parking.differs') }
        : undefined,
  }),
} satisfies {
  [K in RuleKey]: (
    rule: Confirmed<K>,
    rules: CityRules,
    t: Translator,
    lang: Lang,
  ) => { text: (string | false | undefined | 0)[]; differs?: Described['differs'] };
};

/**
 * What a confirmed rule says, in a sentence or two, and how it differs from the general FAQ.
 * Undefined for a rule no source confirmed: the page does not state it.
 */
export function describeRule<K extends RuleKey>(
  key: K,
  rules: CityRules,
  lang: Lang,
): Described | undefined {
  const rule = rules[key];
  if (!isStated(rule)) return undefined;
  const describe = describers[key] as (
    rule: Confirmed<K>,
    rules: CityRules,
    t: Translator,
    lang: Lang,
  ) => { text: unknown[]; differs?: Described['differs'] };
  const { text, differs } = describe(rule as Confirmed<K>, rules, translator(lang), lang);
  return {
    text: text.filter(
      (sentence): sentence is string => typeof sentence === 'string' && sentence !== '',
    ),
    differs,
  };
}

/** The city's sources a rule names, in the order it names them. */
export function sourcesOf(city: Pick<City, 'sources'>, rule: Pick<StatedRule, 'sources'>) {
  return rule.sources.flatMap((id) => city.sources.find((source) => source.id === id) ?? []);
}

/** The one-line summary of what is confirmed, for the share card. */
export function rulesSummary({ licence, minimumAge, speedLimit }: CityRules, lang: Lang): string {
  const t = translator(lang);
  const parts = [
    isStated(licence) && t(`city.summary.licence.${licence.required}`),
    isStated(minimumAge) && t('city.summary.age', { years: minimumAge.years }),
    isStated(speedLimit) && t('city.summary.speed', { speed: speedText(speedLimit, lang) }),
  ].filter((part) => part !== false);
  return parts.length
    ? t('city.summary.line', { parts: listOf(parts, lang) })
    : t('city.summary.none');
}

/** What a city's page tells search engines and link previews, in a language. */
export function cityMetadataContent(city: City, lang: Lang): PageMetadata {
  const t = translator(lang);
  return {
    title: t('city.metaTitle', { city: city.name }),
    description: t('city.metaDescription', { place: cityAndCountry(city, lang) }),
    socialCard: {
      kicker: t('city.socialKicker', { city: city.name }),
      headline: cityHeading(city, lang),
      text: t('city.socialText', {
        summary: rulesSummary(city.rules, lang),
        districts: listOf(city.service.districts, lang),
      }),
      art: '/images/locations-globe.svg',
    },
  };
}
