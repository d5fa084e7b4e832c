import { cityAndCountry } from '@/lib/cities';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Lang } from '@/content/languages';
import { translator, type Translator } from '@/lib/messages';
import { formatDate, listOf } from '@/lib/text';

import { faqGroups } from '@/content/faq';
import type { Localised } from '@/content/translations';
import type {
  City,
  CityRules,
  FaqGroup,
  HelmetRule,
  LicenceRule,
  PageMetadata,
  PavementAccess,
  RoadAccess,
} from '@/content/types';

/*
 * Copy of a city's page (/locations/<id>). Every sentence about a rule is built here from
 * the city's rule fields (content/cities/<id>.json), so the page says what the data says and no
 * more, the law's rules apart from Scoot's own; where the data differs from the About page's
 * general FAQ, the page says so. The FAQ's answers on licences, ages and helmets are built here
 * too, from every city's rules.
 */

/** The rules in the order the page shows them (their headings are messages: `city.ruleTitles`). */
const RULE_ORDER = [
  'licence',
  'minimumAge',
  'helmet',
  'speedLimit',
  'where',
  'forbidden',
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

type AnyRule = CityRules[RuleKey] | NonNullable<CityRules['local']>[number];

/** A rule the page states: the law's, confirmed on an official source, or Scoot's own. */
export function isStated<R extends AnyRule | undefined>(
  rule: R,
): rule is Extract<NonNullable<R>, { status: 'confirmed' | 'scoot' }> {
  return rule !== undefined && rule.status !== 'unconfirmed';
}

/** Whose rule it is: the law's (with its sources), or Scoot's own. */
export type RuleAuthority = 'law' | 'scoot';
export const authorityOf = (rule: { status: 'confirmed' | 'scoot' }): RuleAuthority =>
  rule.status === 'scoot' ? 'scoot' : 'law';

/** The rules the page cannot state, by key, in the page's order. */
export function unconfirmedKeys(rules: CityRules): RuleKey[] {
  return ruleKeys.filter((key) => rules[key]?.status === 'unconfirmed');
}

/**
 * The About page's FAQ answers a city rule can differ from: the question's id and what the
 * sentence quoted from its answer is about. The page quotes that sentence from
 * content/faq.json, so an edit to the FAQ changes the quote with it. (The licence, age and
 * helmet answers are built from every city's rules, `faqAnswersByCity`, so they cannot differ.)
 */
const faqClaims = {
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
      `content/faq.json: no answer to "${id}" says anything matching ${about}, which a city page quotes where its rules differ; update faqClaims in lib/pages/city.ts`,
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

type Stated<K extends RuleKey> = Extract<
  NonNullable<CityRules[K]>,
  { status: 'confirmed' | 'scoot' }
>;
type Describer<K extends RuleKey> = (
  rule: Stated<K>,
  city: Pick<City, 'rules' | 'legalClass' | 'countryCode'>,
  t: Translator,
  lang: Lang,
) => { text: (string | false | undefined | 0)[]; differs?: Described['differs'] };

/**
 * The sentences of each rule, one function per key and one sentence per value: a rule key or
 * value added to the schema without its sentence fails the typecheck here (`satisfies`, and
 * `Record` over every value), so no rule is dropped from a page unnoticed. Every number and
 * condition comes from the data, so no language can state another than the English.
 */
const describers = {
  licence: (rule, _city, t) => ({
    text: [
      t(`city.licence.${rule.required}`),
      rule.overseasMonths &&
        t('city.licence.overseas', {
          months: rule.overseasMonths,
          euEea: rule.overseasEuEea ? 'yes' : 'no',
        }),
    ],
  }),
  minimumAge: (rule, _city, t) => ({
    text: [
      t('city.minimumAge', { years: rule.years }),
      rule.accompaniedUntil &&
        t('city.accompanied', { years: rule.years, until: rule.accompaniedUntil }),
    ],
  }),
  helmet: (rule, _city, t) => ({
    text: [t(`city.helmet.${rule.law}`, { age: rule.underAge ?? 0 })],
  }),
  speedLimit: (rule, { legalClass }, t, lang) => ({
    text: [
      legalClass
        ? t('city.speedLimitOfClass', { speed: speedText(rule, lang), class: legalClass })
        : t('city.speedLimit', { speed: speedText(rule, lang) }),
    ],
  }),
  where: (
    { roads, bikeLanes, pavements, keep, pavementSpeed: pavementSpeedValue, areas },
    { rules, countryCode },
    t,
    lang,
  ) => {
    const unit = isStated(rules.speedLimit) ? rules.speedLimit.unit : 'km/h';
    const pavementSpeed = speedText({ value: pavementSpeedValue ?? 0, unit }, lang);
    const pavementDiffers = {
      'not-allowed': undefined,
      'signed-slow-mode': {
        faq: 'pavement',
        here: t('city.where.differsPavement', { speed: pavementSpeed }),
      },
    } satisfies Record<PavementAccess, Described['differs']>;
    const roadDiffers = {
      allowed: undefined,
      some: undefined,
      'not-allowed': { faq: 'roads', here: t('city.where.differsRoads') },
    } satisfies Record<RoadAccess, Described['differs']>;
    return {
      text: [
        keep && t(`city.where.keep.${keep}`),
        t(`city.where.${roads}.${bikeLanes}`),
        areas?.length &&
          t('city.where.areas', {
            areas: listOf(
              areas.map((area) => t(`city.where.areaNames.${area}`)),
              lang,
            ),
          }),
        t(`city.where.pavements.${pavements}`, { region: countryCode, speed: pavementSpeed }),
      ],
      differs: pavementDiffers[pavements] ?? roadDiffers[roads],
    };
  },
  forbidden: ({ acts }, _city, t) => ({
    text: acts.map((act) => t(`city.forbidden.${act}`)),
  }),
  parking: (rule, _city, t) => ({
    text: [t(`city.parking.${rule.rule}`)],
    differs:
      rule.rule === 'designated-bays'
        ? { faq: 'parking', here: t('city.parking.differs') }
        : undefined,
  }),
} satisfies { [K in RuleKey]: Describer<K> };

/**
 * What a stated rule says, in a sentence or two, and how it differs from the general FAQ.
 * Undefined for a rule no source confirmed (or that the city leaves out): the page does not
 * state it.
 */
export function describeRule<K extends RuleKey>(
  key: K,
  city: Pick<City, 'rules' | 'legalClass' | 'countryCode'>,
  lang: Lang,
): Described | undefined {
  const rule = city.rules[key];
  if (!isStated(rule)) return undefined;
  const describe = describers[key] as unknown as Describer<K>;
  const { text, differs } = describe(rule as Stated<K>, city, translator(lang), lang);
  return {
    text: text.filter(
      (sentence): sentence is string => typeof sentence === 'string' && sentence !== '',
    ),
    differs,
  };
}

/** One rule as the page lists it: its heading, its sentences, whose rule it is. */
export type RuleRow = Described & {
  id: string;
  title: string;
  by: RuleAuthority;
  detail?: string;
  /** The law's sources (none for Scoot's own rules). */
  sources: readonly string[];
};

/**
 * Every rule the page states, in its order: the fixed kinds, then the city's local ones.
 * The page lists the law's and Scoot's apart (`by`).
 */
export function ruleRows(
  city: Pick<City, 'rules' | 'legalClass' | 'countryCode'>,
  lang: Lang,
): RuleRow[] {
  const fixed = ruleKeys.flatMap((key): RuleRow[] => {
    const rule = city.rules[key];
    const described = describeRule(key, city, lang);
    if (!described || !isStated(rule)) return [];
    return [
      {
        id: key,
        title: ruleTitle(key, lang),
        by: authorityOf(rule),
        detail: rule.detail,
        sources: 'sources' in rule ? rule.sources : [],
        ...described,
      },
    ];
  });
  const local = (city.rules.local ?? []).map((rule, index): RuleRow => ({
    id: `local-${index}`,
    title: rule.title,
    by: authorityOf(rule),
    text: [rule.text],
    detail: rule.detail,
    sources: 'sources' in rule ? rule.sources : [],
  }));
  return [...fixed, ...local];
}

/** The FAQ's questions whose answers are built from every city's rules. */
export type FaqRuleKey = 'licence' | 'minimumAge' | 'helmet';

/** One sentence of such an answer: the cities it holds for, its message and values. */
export type CitiesAnswer = {
  cityIds: readonly string[];
  message:
    | `faq.byCity.licence.${LicenceRule}`
    | 'faq.byCity.minimumAge'
    | 'faq.byCity.minimumAgeAccompanied'
    | `faq.byCity.helmet.${HelmetRule}`
    | 'faq.byCity.scoot'
    | 'faq.byCity.unconfirmed';
  values: Record<string, string | number>;
};

/** A rule's answer for one city: the message and values its sentence is built from. */
function answerFor(key: FaqRuleKey, { rules }: Pick<City, 'rules'>): Omit<CitiesAnswer, 'cityIds'> {
  const rule = rules[key];
  if (rule.status === 'unconfirmed') return { message: 'faq.byCity.unconfirmed', values: {} };
  if (rule.status === 'scoot') return { message: 'faq.byCity.scoot', values: {} };
  const { licence, minimumAge, helmet } = rules;
  if (key === 'licence' && isStated(licence))
    return { message: `faq.byCity.licence.${licence.required}`, values: {} };
  if (key === 'minimumAge' && isStated(minimumAge))
    return minimumAge.accompaniedUntil
      ? {
          message: 'faq.byCity.minimumAgeAccompanied',
          values: { years: minimumAge.years, until: minimumAge.accompaniedUntil },
        }
      : { message: 'faq.byCity.minimumAge', values: { years: minimumAge.years } };
  if (key === 'helmet' && isStated(helmet))
    return { message: `faq.byCity.helmet.${helmet.law}`, values: { age: helmet.underAge ?? 0 } };
  throw new Error(`No FAQ answer for the rule "${key}"`);
}

/**
 * The FAQ's answer on a rule, one sentence per different rule with the cities it holds for
 * ("In <cities>, you must be 18 or older to ride."), from the cities' own data, so
 * the FAQ can never say other than a city's page. Cities come in the order given.
 */
export function faqAnswersByCity(
  key: FaqRuleKey,
  cities: readonly Pick<City, 'id' | 'rules'>[],
): CitiesAnswer[] {
  const answers = new Map<string, CitiesAnswer>();
  for (const city of cities) {
    const answer = answerFor(key, city);
    const same = JSON.stringify(answer);
    const found = answers.get(same);
    if (found) answers.set(same, { ...found, cityIds: [...found.cityIds, city.id] });
    else answers.set(same, { ...answer, cityIds: [city.id] });
  }
  return [...answers.values()];
}

/** The city's sources a rule names, in the order it names them. */
export function sourcesOf(city: Pick<City, 'sources'>, rule: { sources: readonly string[] }) {
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
