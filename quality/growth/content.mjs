/**
 * The large content of `npm run bench:growth` (quality/growth.mjs): 23 cities, an office in
 * each, 123 openings (120 current, 3 closed) and 40 FAQ items, written as the data files the
 * site reads (content/cities/<id>.json, content/jobs/<id>.json, content/offices/<id>.json,
 * content/faq.json) into a copy of the checkout, in place of the real ones. The build reads
 * them through the same schema (content/schema.ts) as the real files; the types below are the
 * schema's, so `npm run typecheck` holds the fixture to it too.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {import('zod').input<typeof import('../../content/schema').citySchema>} CityData */
/** @typedef {import('zod').input<typeof import('../../content/schema').jobSchema>} JobData */
/** @typedef {import('zod').input<typeof import('../../content/schema').officeSchema>} OfficeData */
/** @typedef {import('zod').input<typeof import('../../content/schema').faqSchema>} FaqData */
/** @typedef {CityData['rules']} Rules */
/** @typedef {Pick<CityData, 'name' | 'country' | 'countryCode' | 'latitude' | 'longitude'> & { id: string }} Place */

/**
 * The 23 cities Scoot targets. The four live cities come first (the earliest `since`, so the
 * site lists them first); their neighbours (Tokyo, Rotterdam, Singapore, a crowded western
 * Europe) make the map's labels work hardest.
 * @type {Place[]}
 */
const places = /** @type {[string, string, string, string, number, number][]} */ ([
  ['new-york', 'New York', 'United States', 'US', 40.7128, -74.006],
  ['london', 'London', 'United Kingdom', 'GB', 51.5074, -0.1278],
  ['jakarta', 'Jakarta', 'Indonesia', 'ID', -6.2088, 106.8456],
  ['yokohama', 'Yokohama', 'Japan', 'JP', 35.4437, 139.638],
  ['tokyo', 'Tokyo', 'Japan', 'JP', 35.6762, 139.6503],
  ['amsterdam', 'Amsterdam', 'Netherlands', 'NL', 52.3676, 4.9041],
  ['rotterdam', 'Rotterdam', 'Netherlands', 'NL', 51.9244, 4.4777],
  ['paris', 'Paris', 'France', 'FR', 48.8566, 2.3522],
  ['berlin', 'Berlin', 'Germany', 'DE', 52.52, 13.405],
  ['madrid', 'Madrid', 'Spain', 'ES', 40.4168, -3.7038],
  ['lisbon', 'Lisbon', 'Portugal', 'PT', 38.7223, -9.1393],
  ['stockholm', 'Stockholm', 'Sweden', 'SE', 59.3293, 18.0686],
  ['seoul', 'Seoul', 'South Korea', 'KR', 37.5665, 126.978],
  ['singapore', 'Singapore', 'Singapore', 'SG', 1.3521, 103.8198],
  ['sydney', 'Sydney', 'Australia', 'AU', -33.8688, 151.2093],
  ['melbourne', 'Melbourne', 'Australia', 'AU', -37.8136, 144.9631],
  ['san-francisco', 'San Francisco', 'United States', 'US', 37.7749, -122.4194],
  ['los-angeles', 'Los Angeles', 'United States', 'US', 34.0522, -118.2437],
  ['toronto', 'Toronto', 'Canada', 'CA', 43.6532, -79.3832],
  ['mexico-city', 'Mexico City', 'Mexico', 'MX', 19.4326, -99.1332],
  ['sao-paulo', 'São Paulo', 'Brazil', 'BR', -23.5505, -46.6333],
  ['buenos-aires', 'Buenos Aires', 'Argentina', 'AR', -34.6037, -58.3816],
  ['cape-town', 'Cape Town', 'South Africa', 'ZA', -33.9249, 18.4241],
]).map(([id, name, country, countryCode, latitude, longitude]) => ({
  id,
  name,
  country,
  countryCode,
  latitude,
  longitude,
}));

const licences = /** @type {const} */ ([
  'none',
  'none-listed',
  'driving-licence',
  'full-or-provisional',
]);
const helmets = /** @type {const} */ ([
  'compulsory',
  'compulsory-under-age',
  'effort-duty',
  'not-required',
]);
const roads = /** @type {const} */ (['allowed', 'some', 'not-allowed']);
const SOURCE = 'transport-authority';

/**
 * Invented rules that, across the 23 cities, take every value of every field: each rule
 * confirmed or unconfirmed, each licence, helmet, road, pavement and parking rule, both speed
 * units, local notes or none. A source on an invented host stands behind each.
 * @param {number} index
 * @returns {Rules}
 */
function inventedRules(index) {
  /**
   * @template {object} Fields
   * @param {Fields} fields
   * @param {string} [detail]
   */
  const stated = (fields, detail) =>
    index % 7 === 6
      ? /** @type {const} */ ({ status: 'unconfirmed' })
      : {
          status: /** @type {const} */ ('confirmed'),
          ...fields,
          sources: [SOURCE],
          ...(detail ? { detail } : {}),
        };
  return {
    licence: stated({ required: licences[index % licences.length] ?? 'none' }),
    minimumAge: stated({ years: [16, 18, 14][index % 3] ?? 16 }),
    helmet: stated({ law: helmets[index % helmets.length] ?? 'compulsory', underAge: 18 }),
    speedLimit: stated(
      index % 2
        ? { value: 25, unit: /** @type {const} */ ('km/h') }
        : { value: 15, unit: /** @type {const} */ ('mph') },
    ),
    where: stated(
      {
        roads: roads[index % 3] ?? 'allowed',
        bikeLanes: index % 5 === 4 ? 'not-allowed' : 'allowed',
        pavements: index % 2 ? 'signed-slow-mode' : 'not-allowed',
      },
      index % 2 ? 'Local detail of where to ride, as the authority words it.' : undefined,
    ),
    parking: stated({ rule: index % 2 ? 'designated-bays' : 'considerate' }),
    local:
      index % 3 === 0
        ? [
            {
              title: 'Something local',
              text: 'A rule a visitor would not guess, for the page to show with its source.',
              sources: [SOURCE],
            },
          ]
        : [],
  };
}

/**
 * A city's file: the place, where Scoot runs there (a fortnight after the one before, so the
 * site keeps this order) and its invented rules.
 * @param {Place} place
 * @param {number} index
 * @returns {CityData}
 */
function city({ id, ...place }, index) {
  return {
    ...place,
    service: {
      districts,
      since: new Date(Date.UTC(2025, 0, 5 + 14 * index)).toISOString().slice(0, 10),
    },
    rules: inventedRules(index),
    sources: [
      {
        id: SOURCE,
        title: 'Rules for e-scooters',
        publisher: 'The city’s transport authority',
        url: `https://${id}.example/e-scooters`,
        checked: '2026-11-25',
      },
    ],
  };
}

const districts = ['Centre', 'Old Town', 'Harbour', 'Riverside', 'University'];

/**
 * The cities that can hire: an opening's city needs its employer in content/company.ts and
 * its law in the privacy notice (content/pages/privacy.ts), which the build checks; those
 * are legal facts in code, which only the four live cities have.
 */
const HIRING = ['new-york', 'london', 'jakarta', 'yokohama'];

const roles = [
  'General Manager',
  'Fleet Supervisor',
  'Operations Associate',
  'Field Mechanic',
  'City Launcher',
  'UX Analyst',
];

/** @param {string} text */
const slug = (text) => text.toLowerCase().replace(/\W+/g, '-');

/**
 * An opening, with copy as long as a real one's (about 400 words), so page weights are
 * realistic; its id (the file's name) is its title and the city.
 * @param {string} title
 * @param {Place} place
 * @returns {[string, JobData]}
 */
function opening(title, place) {
  const where = `${place.name}, ${place.country}`;
  return [
    `${slug(title)}-${place.id}`,
    {
      title,
      cityId: place.id,
      datePosted: '2026-11-02',
      validThrough: '2027-12-31',
      employmentType: 'FULL_TIME',
      officeId: `${place.id}-office`,
      salary: { currency: 'EUR', min: 42_000, max: 56_000, unit: 'YEAR' },
      summary: `Join the ${place.name} team as ${title}: ride with us, learn the city, and help more people choose a scooter over a car for short trips.`,
      role: [
        `Scoot is opening in ${where}, and the ${title} is one of the first people on the ground. You will work with a small local team and with colleagues in our other cities, who have done this before and share what they learnt.`,
        `The first months are about the basics: scooters where riders need them, parked where the city agreed, charged and safe. After that the work grows with the city, and so can you: most of our leads started in another role.`,
      ],
      duties: [
        `Plan the week with the ${place.name} team and keep the plan honest with numbers from the app.`,
        'Walk the streets our riders use, and fix what makes a ride worse: a bad parking spot, a missing sign, a slow repair.',
        'Work with the city’s transport office on parking zones, speed limits and the data they ask for.',
        'Hire and train the people who join after you, and write down how things are done here.',
        'Share what works with the teams in our other cities, and borrow what works there.',
      ],
      requirements: [
        'Experience in a job with people, places and deadlines: operations, logistics, hospitality or retail all count.',
        `You know ${place.name}, or are ready to learn it street by street.`,
        'You decide with data, and you can explain a decision to a rider, a mechanic and a city official.',
        'You speak English and the language of the city; a second language of the city is a plus.',
        'A licence to ride a scooter, or the willingness to get one in your first month.',
      ],
      offer: [
        'Shares in Scoot, and a salary review every year.',
        'A free Scoot pass in every city we run, and a phone and laptop of your choice.',
        'Flexible hours, and four weeks a year to learn or to work from another Scoot city.',
        'Health cover for you and the people who depend on you.',
      ],
    },
  ];
}

/**
 * 123 openings: every role in each district of the four cities that can hire (120, titles a
 * little longer than the real ones), then three in other cities that closed before the build,
 * which must get no page.
 * @returns {[string, JobData][]}
 */
const openings = () => [
  ...places
    .filter((place) => HIRING.includes(place.id))
    .flatMap((place) =>
      roles.flatMap((role) => districts.map((district) => opening(`${role}, ${district}`, place))),
    ),
  ...places.slice(20).map((place) => {
    const [id, job] = opening('Night Shift Mechanic', place);
    return /** @type {[string, JobData]} */ ([
      id,
      { ...job, datePosted: '2026-09-01', validThrough: '2026-10-31' },
    ]);
  }),
];

/**
 * An office in every city, named as the openings' `officeId` expects.
 * @param {Place} place
 * @returns {[string, OfficeData]}
 */
const office = (place) => [
  `${place.id}-office`,
  {
    cityId: place.id,
    name: `${place.name} office`,
    streetAddress: '1 High Street',
    postalCode: '10000',
    region: place.country,
    timeZone: 'UTC',
  },
];

const topics = [
  'unlocking',
  'parking',
  'charging',
  'pricing',
  'payment',
  'helmets',
  'speed limits',
  'lost items',
  'accounts',
  'group rides',
];

/**
 * A group of FAQ items as long as the real ones, numbered so each is distinct; the first
 * starts open.
 * @param {string} id
 * @param {string} title
 * @param {number} count
 * @returns {FaqData['groups'][number]}
 */
function faqGroup(id, title, count) {
  return {
    id,
    title,
    initiallyOpenId: `${id}-1`,
    items: Array.from({ length: count }, (_, index) => {
      const topic = topics[index % topics.length];
      return {
        id: `${id}-${index + 1}`,
        title: `Question ${index + 1}: how does ${topic} work in my city?`,
        text: `Answer ${index + 1}. Everything about ${topic} is explained in the app before your first ride, and the rules can differ a little from city to city. If anything is unclear, contact our support team from the app and a real person will get back to you.`,
      };
    }),
  };
}

/** @type {FaqData} */
const faq = {
  groups: [
    faqGroup('how-it-works', 'How it works', 20),
    faqGroup('safe-driving', 'Safe driving', 20),
  ],
};

/**
 * A data file as the real ones are written: two-space JSON and a final newline.
 * @param {string} path
 * @param {unknown} data
 */
const writeJson = (path, data) => writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);

/**
 * Replaces the cities, openings, offices and FAQ of the checkout at `dir` with the large
 * content; the pages' copy and the site's claims stay the real ones.
 * @param {string} dir
 */
export function writeGrowthContent(dir) {
  const content = join(dir, 'content');
  /** @type {Record<string, [string, unknown][]>} */
  const folders = {
    cities: places.map((place, index) => [place.id, city(place, index)]),
    jobs: openings(),
    offices: places.map(office),
  };
  for (const [folder, entries] of Object.entries(folders)) {
    rmSync(join(content, folder), { recursive: true, force: true });
    mkdirSync(join(content, folder));
    for (const [id, data] of entries) writeJson(join(content, folder, `${id}.json`), data);
  }
  writeJson(join(content, 'faq.json'), faq);
}
