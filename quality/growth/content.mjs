/**
 * The large content of `npm run bench:growth` (quality/growth.mjs): the real content grown to
 * the size Scoot heads for, written into a copy of the checkout as the data files the site
 * reads, in all three languages. 23 cities, at the places Scoot targets, the new ones with a
 * real city's rules and sources; each real opening 20 times, plus 3 that closed before the
 * build and must get no page; each FAQ group grown to 20 questions. The copy is the real copy,
 * so page weights stay realistic, and the build reads the files through the same schema.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The 23 cities. Their neighbours (Tokyo beside Yokohama, Rotterdam, Singapore, a crowded
 * western Europe) make the map's labels work hardest.
 */
const places = `new-york,New York,United States,US,40.7128,-74.006
london,London,United Kingdom,GB,51.5074,-0.1278
jakarta,Jakarta,Indonesia,ID,-6.2088,106.8456
yokohama,Yokohama,Japan,JP,35.4437,139.638
tokyo,Tokyo,Japan,JP,35.6762,139.6503
amsterdam,Amsterdam,Netherlands,NL,52.3676,4.9041
rotterdam,Rotterdam,Netherlands,NL,51.9244,4.4777
paris,Paris,France,FR,48.8566,2.3522
berlin,Berlin,Germany,DE,52.52,13.405
madrid,Madrid,Spain,ES,40.4168,-3.7038
lisbon,Lisbon,Portugal,PT,38.7223,-9.1393
stockholm,Stockholm,Sweden,SE,59.3293,18.0686
seoul,Seoul,South Korea,KR,37.5665,126.978
singapore,Singapore,Singapore,SG,1.3521,103.8198
sydney,Sydney,Australia,AU,-33.8688,151.2093
melbourne,Melbourne,Australia,AU,-37.8136,144.9631
san-francisco,San Francisco,United States,US,37.7749,-122.4194
los-angeles,Los Angeles,United States,US,34.0522,-118.2437
toronto,Toronto,Canada,CA,43.6532,-79.3832
mexico-city,Mexico City,Mexico,MX,19.4326,-99.1332
sao-paulo,São Paulo,Brazil,BR,-23.5505,-46.6333
buenos-aires,Buenos Aires,Argentina,AR,-34.6037,-58.3816
cape-town,Cape Town,South Africa,ZA,-33.9249,18.4241`;

/**
 * Replaces the content of the checkout at `dir` with the large content; the pages' copy and
 * the site's claims stay the real ones. Each file keeps its languages side by side, a
 * translation holding the words only (content/translations.ts): a new city's name stays
 * English in every language, and a copy's title is numbered in each. @param {string} dir
 */
export function writeGrowthContent(dir) {
  /** @param {string} path */
  const read = (path) => JSON.parse(readFileSync(join(dir, 'content', path), 'utf8'));
  /** Written as the real files are: two-space JSON and a final newline. */
  const write = (/** @type {string} */ path, /** @type {unknown} */ data) =>
    writeFileSync(join(dir, 'content', path), `${JSON.stringify(data, null, 2)}\n`);
  /** @param {string} folder @returns {[string, any][]} each file's id and data */
  const collection = (folder) =>
    readdirSync(join(dir, 'content', folder)).map((file) => [
      file.replace(/\.json$/, ''),
      read(join(folder, file)),
    ]);
  /**
   * Each language's part of a file changed.
   * @param {Record<string, any>} file @param {(part: any, lang: string) => any} change
   */
  const perLanguage = (file, change) =>
    Object.fromEntries(Object.entries(file).map(([lang, part]) => [lang, change(part, lang)]));

  const cities = collection('cities').map(([, data]) => data);
  for (const [index, line] of places.split('\n').entries()) {
    const [id = '', name, country, countryCode, latitude, longitude] = line.split(',');
    if (cities.some((city) => city.en.name === name)) continue;
    const model = cities[index % cities.length];
    // A fortnight after the city before, so that the real ones stay first.
    const since = new Date(Date.UTC(2026, 6, 1 + 14 * index)).toISOString().slice(0, 10);
    const place = { countryCode, latitude: Number(latitude), longitude: Number(longitude) };
    write(
      `cities/${id}.json`,
      perLanguage(model, (part, lang) =>
        lang === 'en'
          ? { ...part, name, country, ...place, service: { ...part.service, since } }
          : { ...part, name, country },
      ),
    );
  }

  const jobs = collection('jobs');
  for (const [id, job] of jobs)
    for (let n = 2; n <= 20; n += 1) {
      const numbered = perLanguage(job, (part) => ({ ...part, title: `${part.title} ${n}` }));
      write(`jobs/${id}-${n}.json`, numbered);
    }
  const closed = { datePosted: '2026-09-01', validThrough: '2026-10-31' };
  for (const [id, job] of jobs.slice(0, 3))
    write(`jobs/${id}-closed.json`, { ...job, en: { ...job.en, ...closed } });

  write(
    'faq.json',
    perLanguage(read('faq.json'), (part) => ({
      ...part,
      groups: part.groups.map((/** @type {{ items: any[] }} */ group) => ({
        ...group,
        items: Array.from({ length: 20 }, (_, n) => {
          const item = group.items[n % group.items.length];
          return n < group.items.length
            ? item
            : { ...item, id: `${item.id}-${n}`, title: `${item.title} (${n})` };
        }),
      })),
    })),
  );
}
