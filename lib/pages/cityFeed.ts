import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { currencyName, formatPrice, listOf } from '@/lib/text';

import { endsAtBays, HOURS_PATTERN, type CityFeed } from '@/content/gbfs';
import type { City } from '@/content/types';
import { speedText } from './city';

/*
 * What a city page says a ride costs and where it may end, in whole sentences from the
 * messages, built from the city's GBFS files (content/gbfs/<city>/): nothing is typed twice.
 */

type Localised = readonly { text: string; language: string }[] | undefined;

/** A GBFS text in the page's language (the build has checked every file has one). */
export const textIn = (texts: Localised, lang: Lang) =>
  texts?.find((entry) => entry.language === lang)?.text ?? '';

export type PriceCard = {
  id: string;
  name: string;
  /** The card's sentences: its price, what it includes, whether tax is in the price. */
  sentences: string[];
};

/**
 * A card per plan: a plan whose minutes are charged from the first is paid ride by ride
 * (its price is the unlock); one whose first minutes are free is a pass (its price is the
 * pass's), described by its own words.
 */
export function priceCards(feed: CityFeed, lang: Lang): PriceCard[] {
  const t = translator(lang);
  return feed.system_pricing_plans.data.plans.map((plan) => {
    const price = (amount: number) => formatPrice(amount, plan.currency, lang);
    const first = plan.per_min_pricing?.[0];
    const payAsYouGo = first && first.start === 0 && first.rate > 0;
    const sentences = payAsYouGo
      ? [
          t('city.prices.payAsYouGo', {
            unlock: price(plan.price),
            rate: price(first.rate),
            interval: first.interval,
          }),
        ]
      : [
          t('city.prices.pass', { price: price(plan.price) }),
          textIn(plan.description, lang),
          ...passMinutes(plan.per_min_pricing, price, t),
        ];
    sentences.push(t(plan.is_taxable ? 'city.prices.taxAdded' : 'city.prices.taxIncluded'));
    return { id: plan.plan_id, name: textIn(plan.name, lang), sentences };
  });
}

type Plan = CityFeed['system_pricing_plans']['data']['plans'][number];

/**
 * What a pass includes of each ride, worded from its rates ("The first 45 minutes of each
 * ride are included; after that it is £0.25 a minute."): the free minutes end where the
 * first charged rate starts.
 */
function passMinutes(
  rates: Plan['per_min_pricing'],
  price: (amount: number) => string,
  t: ReturnType<typeof translator>,
): string[] {
  const charged = rates?.find((rate) => rate.rate > 0);
  if (!charged || charged.start === 0) return [];
  return [
    t('city.prices.passMinutes', {
      minutes: charged.start,
      rate: price(charged.rate),
      interval: charged.interval,
    }),
  ];
}

/** "Prices in pounds sterling": the currency named once in words, beside its signs. */
export function pricesIntro(feed: CityFeed, city: Pick<City, 'name'>, lang: Lang) {
  const currency = feed.system_pricing_plans.data.plans[0]?.currency;
  return translator(lang)('city.prices.intro', {
    city: city.name,
    currency: currency ? currencyName(currency, lang) : '',
  });
}

const KM_PER_MILE = 1.609344;

/**
 * A speed from GBFS (whole km/h) in the unit the city's law uses, as the rules above it on the
 * page do: in mph to one decimal where the law counts in miles.
 */
function inLawUnit(kph: number, city: Pick<City, 'rules'>) {
  const limit = city.rules.speedLimit;
  const unit = limit && limit.status !== 'unconfirmed' ? limit.unit : 'km/h';
  return unit === 'mph'
    ? { value: Math.round((kph / KM_PER_MILE) * 10) / 10, unit }
    : { value: kph, unit: 'km/h' };
}

type Zone = CityFeed['geofencing_zones']['data']['geofencing_zones']['features'][number];

export type ZoneKind = 'noRide' | 'noParking' | 'slow';

/** What a zone forbids, by its first rule: riding through, ending a ride, or speed. */
export function zoneKind(zone: Zone): ZoneKind | undefined {
  const rule = zone.properties.rules?.[0];
  if (rule?.ride_through_allowed === false) return 'noRide';
  if (rule?.ride_end_allowed === false) return 'noParking';
  if (rule?.maximum_speed_kph !== undefined) return 'slow';
  return undefined;
}

export type MapZone = {
  /** Its number on the map and in the list beside it, from 1 in the file's order. */
  number: number;
  name: string;
  kind: ZoneKind;
  /** Its rule in a sentence, as the section above the map words it. */
  sentence: string;
  geometry: Zone['geometry'];
};

/** The zones the map draws and lists, the service area (the last zone) left out. */
export function mapZones(feed: CityFeed, city: Pick<City, 'rules'>, lang: Lang): MapZone[] {
  const t = translator(lang);
  const features = feed.geofencing_zones.data.geofencing_zones.features.slice(0, -1);
  return features
    .flatMap((zone) => {
      const kind = zoneKind(zone);
      if (!kind) return [];
      const name = textIn(zone.properties.name, lang);
      const kph = zone.properties.rules?.[0]?.maximum_speed_kph ?? 0;
      const sentence =
        kind === 'slow'
          ? t('city.when.slow', { zone: name, speed: speedText(inLawUnit(kph, city), lang) })
          : t(kind === 'noRide' ? 'city.when.noRide' : 'city.when.noParking', { zones: name });
      return [{ name, kind, sentence, geometry: zone.geometry }];
    })
    .map((zone, index) => ({ ...zone, number: index + 1 }));
}

/**
 * When rides run and where they may end: the hours, where a ride ends (a bay, or anywhere in
 * the area), then the zones, each kind in a sentence. The service area is the last zone.
 */
export function whenAndWhere(
  feed: CityFeed,
  city: Pick<City, 'rules'>,
  lang: Lang,
): { hours: string; end: string; zones: string[] } {
  const t = translator(lang);
  const [, open = '', close = ''] =
    HOURS_PATTERN.exec(feed.system_information.data.opening_hours) ?? [];
  const features = feed.geofencing_zones.data.geofencing_zones.features.slice(0, -1);
  const named = (zones: Zone[]) =>
    listOf(
      zones.map((zone) => textIn(zone.properties.name, lang)),
      lang,
    );
  const rule = (zone: Zone) => zone.properties.rules?.[0];
  const noRide = features.filter((zone) => zoneKind(zone) === 'noRide');
  const noParking = features.filter((zone) => zoneKind(zone) === 'noParking');
  const slow = features.filter((zone) => zoneKind(zone) === 'slow');
  const bays = feed.station_information?.data.stations.length ?? 0;
  return {
    hours: t('city.when.everyDay', { open, close }),
    end: endsAtBays(city) ? t('city.when.endAtBays', { count: bays }) : t('city.when.endAnywhere'),
    zones: [
      ...(noRide.length ? [t('city.when.noRide', { zones: named(noRide) })] : []),
      ...(noParking.length ? [t('city.when.noParking', { zones: named(noParking) })] : []),
      ...slow.map((zone) =>
        t('city.when.slow', {
          zone: textIn(zone.properties.name, lang),
          speed: speedText(inLawUnit(rule(zone)?.maximum_speed_kph ?? 0, city), lang),
        }),
      ),
    ],
  };
}
