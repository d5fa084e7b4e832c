import type { City } from './types';

/**
 * Cities where Scoot runs today (specification section 3), each with a page of its own,
 * /locations/<id>. Coordinates are the city centres. A launch is one entry here: the map,
 * the list, the "cities live" count, the city's page, its share card and its sitemap entry
 * follow, and content/validate.ts checks it.
 *
 * `rules` is the local law a rider must know, in fields the page words for itself
 * (content/pages/city.ts), so a page cannot say more than the data. Every rule names the
 * official pages it was read on (`sources`), each with the day it was last checked; the
 * build refuses a rule without a source and warns when a check is old (RULES_CHECK_MAX_DAYS).
 * A rule no official page could confirm is `{ status: 'unconfirmed' }`: the page does not
 * state it and points to the app instead.
 */
export const cities = [
  {
    id: 'new-york',
    name: 'New York',
    country: 'United States',
    countryCode: 'US',
    latitude: 40.7128,
    longitude: -74.006,
    service: { districts: ['East Bronx', 'Eastern Queens'], since: '2025-04-01' },
    rules: {
      licence: { required: 'none-listed', sources: ['nyc-dot-share-faq'] },
      minimumAge: { years: 18, sources: ['nyc-dot-share-faq'] },
      helmet: { law: 'compulsory-under-age', underAge: 18, sources: ['nyc-dot-share-faq'] },
      speedLimit: { value: 15, unit: 'mph', sources: ['nyc-dot-share-faq', 'ny-dmv-scooters'] },
      where: {
        roads: 'some',
        bikeLanes: 'allowed',
        pavements: 'not-allowed',
        sources: ['nyc-dot-share-faq'],
        detail: 'Streets are open to scooters where the speed limit is 30 mph or less.',
      },
      parking: { status: 'unconfirmed' },
      local: [
        {
          title: 'Not in every borough',
          text: 'New York’s shared e-scooter programme runs in parts of the East Bronx and Eastern Queens, not across the whole city. The app shows where a ride can start and end.',
          sources: ['nyc-dot-queens-2024'],
        },
      ],
    },
    sources: [
      {
        id: 'nyc-dot-share-faq',
        title: 'E-Scooter Share: FAQ',
        publisher: 'New York City Department of Transportation',
        url: 'https://nycdotscootershare.info/faq',
        checked: '2026-11-25',
      },
      {
        id: 'ny-dmv-scooters',
        title: 'Electric Scooters and Bicycles and other Unregistered Vehicles',
        publisher: 'New York State Department of Motor Vehicles',
        url: 'https://dmv.ny.gov/registration/electric-scooters-and-bicycles-and-other-unregistered-vehicles',
        checked: '2026-11-25',
      },
      {
        id: 'nyc-dot-queens-2024',
        title:
          'NYC DOT Announces Timeline for Arrival of E-Scooter Share in Eastern Queens This Summer',
        publisher: 'New York City Department of Transportation',
        url: 'https://www.nyc.gov/html/dot/html/pr2024/timeline-e-scooter-share.shtml',
        checked: '2026-11-25',
      },
    ],
  },
  {
    id: 'london',
    name: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    latitude: 51.5074,
    longitude: -0.1278,
    service: {
      districts: ['City of London', 'Westminster', 'North Lambeth', 'Southwark', 'Tower Hamlets'],
      since: '2025-06-02',
    },
    rules: {
      licence: {
        required: 'full-or-provisional',
        sources: ['gov-uk-trial-guidance'],
        detail:
          'A provisional licence counts only if it is a UK one: a licence from another country must be a full one.',
      },
      minimumAge: { status: 'unconfirmed' },
      helmet: { law: 'not-required', sources: ['sussex-safer-roads'] },
      speedLimit: { value: 12.5, unit: 'mph', sources: ['tfl-e-scooters'] },
      where: {
        roads: 'allowed',
        bikeLanes: 'allowed',
        pavements: 'not-allowed',
        sources: ['tfl-e-scooters', 'tfl-trial-faq'],
      },
      parking: {
        rule: 'designated-bays',
        sources: ['tfl-trial-faq'],
        detail: 'The bays are painted on the ground, and a ride can end only inside one.',
      },
      local: [
        {
          title: 'Age, licence and training',
          text: 'Before your first ride, the app checks your age and your driving licence, and takes you through the training that Transport for London requires.',
          sources: ['tfl-e-scooters'],
        },
        {
          title: 'Only rental scooters',
          text: 'A privately owned e-scooter may not be ridden on public roads in the UK. The rental trials, which the government has extended to May 2028, are the only legal way to ride one there.',
          sources: ['gov-uk-rental-trials'],
        },
        {
          title: 'Trial boroughs',
          text: 'Rental e-scooters run only in the London boroughs that take part in Transport for London’s trial. The app shows where you can ride and park.',
          sources: ['tfl-e-scooters'],
        },
      ],
    },
    sources: [
      {
        id: 'gov-uk-trial-guidance',
        title: 'E-scooter trials: guidance for local areas and rental operators',
        publisher: 'Department for Transport, GOV.UK',
        url: 'https://www.gov.uk/government/publications/e-scooter-trials-guidance-for-local-areas-and-rental-operators/e-scooter-trials-guidance-for-local-areas-and-rental-operators',
        checked: '2026-11-25',
      },
      {
        id: 'gov-uk-rental-trials',
        title: 'Rental e-scooter trials',
        publisher: 'Department for Transport, GOV.UK',
        url: 'https://www.gov.uk/government/publications/rental-e-scooter-trials/rental-e-scooter-trials',
        checked: '2026-11-25',
      },
      {
        id: 'sussex-safer-roads',
        title: 'E-Scooter trials across the UK due to take place',
        publisher: 'Sussex Safer Roads Partnership',
        url: 'https://www.sussexsaferroads.gov.uk/news/e-scooter-trials',
        checked: '2026-11-25',
      },
      {
        id: 'tfl-e-scooters',
        title: 'Electric scooters',
        publisher: 'Transport for London',
        url: 'https://tfl.gov.uk/modes/driving/electric-scooter-rental-trial',
        checked: '2026-11-25',
      },
      {
        id: 'tfl-trial-faq',
        title: 'E-scooter trial: FAQs',
        publisher: 'Transport for London',
        url: 'https://haveyoursay.tfl.gov.uk/e-scooter-trial/widgets/28269/faqs',
        checked: '2026-11-25',
      },
    ],
  },
  {
    id: 'jakarta',
    name: 'Jakarta',
    country: 'Indonesia',
    countryCode: 'ID',
    latitude: -6.2088,
    longitude: 106.8456,
    service: { districts: ['Central Jakarta', 'South Jakarta'], since: '2025-09-01' },
    // Indonesia's national regulation and Jakarta's own rules are reported in the press, but
    // no official copy could be read to confirm them: the page states none of them.
    rules: {
      licence: { status: 'unconfirmed' },
      minimumAge: { status: 'unconfirmed' },
      helmet: { status: 'unconfirmed' },
      speedLimit: { status: 'unconfirmed' },
      where: { status: 'unconfirmed' },
      parking: { status: 'unconfirmed' },
      local: [],
    },
    sources: [],
  },
  {
    id: 'yokohama',
    name: 'Yokohama',
    country: 'Japan',
    countryCode: 'JP',
    latitude: 35.4437,
    longitude: 139.638,
    service: { districts: ['Nishi', 'Naka', 'Kanagawa', 'Minami'], since: '2026-03-02' },
    rules: {
      licence: {
        required: 'none',
        sources: ['yokohama-city-rules'],
        detail:
          'Since 1 July 2023 Japan has treated small e-scooters like Scoot’s, limited to 20 km/h, as a class of their own that needs no licence.',
      },
      minimumAge: { years: 16, sources: ['yokohama-city-rules'] },
      helmet: { law: 'effort-duty', sources: ['yokohama-city-rules', 'kanagawa-police-flyer'] },
      speedLimit: {
        value: 20,
        unit: 'km/h',
        sources: ['kanagawa-police-flyer'],
        detail: 'The scooter’s green speed light is on while it rides at road speed.',
      },
      where: {
        roads: 'allowed',
        bikeLanes: 'allowed',
        pavements: 'signed-slow-mode',
        sources: ['kanagawa-police-flyer', 'meguro-city-rules', 'fukuoka-police-rules'],
        detail:
          'On a pavement signed for bicycles, switch to the 6 km/h pavement mode: the green light flashes, and people walking always go first.',
      },
      parking: { status: 'unconfirmed' },
      local: [
        {
          title: 'Number plate and insurance',
          text: 'In Japan these scooters must carry a number plate and compulsory liability insurance (jibaiseki). Every Scoot has both: there is nothing for you to arrange.',
          sources: ['kanagawa-police-flyer'],
        },
        {
          title: 'Right turns in two steps',
          text: 'At a junction, turn right in two stages as cyclists do: cross to the far corner first, then cross again.',
          sources: ['meguro-city-rules', 'fukuoka-police-rules'],
        },
      ],
    },
    sources: [
      {
        id: 'yokohama-city-rules',
        title: '電動キックボードに関する交通ルールについて',
        translation: 'About the traffic rules for e-scooters',
        publisher: 'City of Yokohama',
        url: 'https://www.city.yokohama.lg.jp/kurashi/machizukuri-kankyo/kotsu/anzen/kickboard_anzenriyou.html',
        lang: 'ja',
        checked: '2026-11-25',
      },
      {
        id: 'kanagawa-police-flyer',
        title: '特定小型原動機付自転車ってどんな乗り物?',
        translation: 'What kind of vehicle is a specified small motorised bicycle?',
        publisher: 'Kanagawa Prefectural Police',
        url: 'https://www.police.pref.kanagawa.jp/assets/entry/txt/f0055_01.txt',
        lang: 'ja',
        checked: '2026-11-25',
      },
      {
        id: 'meguro-city-rules',
        title: '正しく乗ろう電動キックボード(特定小型原動機付自転車)',
        translation: 'Ride e-scooters the right way (specified small motorised bicycles)',
        publisher: 'Meguro City, Tokyo',
        url: 'http://www.city.meguro.tokyo.jp/dobokukanri/bousaianzen/koutsuuanzen/kickbord.html',
        lang: 'ja',
        checked: '2026-11-25',
      },
      {
        id: 'fukuoka-police-rules',
        title: '特定小型原動機付自転車の交通ルール等について',
        translation: 'About the traffic rules for specified small motorised bicycles',
        publisher: 'Fukuoka Prefectural Police',
        url: 'https://www.police.pref.fukuoka.jp/kotsu/kotsukikaku/kotsukikakuanzen/tokuteikogatagentuki_rule.html',
        lang: 'ja',
        checked: '2026-11-25',
      },
    ],
  },
] as const satisfies readonly City[];

export type CityName = (typeof cities)[number]['name'];
export type CityId = (typeof cities)[number]['id'];

/** "4 cities live" is derived, so the claim on the pages cannot drift from the list. */
export const CITIES_LIVE = cities.length;
