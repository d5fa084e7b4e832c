import type { City } from '@/content/types';
import { cityAndCountry, cityPath } from '@/lib/cities';
import { localePath, type Lang } from '@/content/languages';
import { markOnIntentScript } from '@/lib/speculationRules';

import { Section } from '@/components/Section/Section';

import { LABEL_FONT_SIZE, MARKER_RADIUS, buildCityMap, inReadingOrder } from './geometry';
import * as styles from './CityMap.css';

type CityMapProps = {
  id: string;
  title: string;
  caption: string;
  /** Names the map as a whole for assistive technology. */
  mapLabel: string;
  /** Names the plain list that replaces the map on small screens. */
  listLabel: string;
  /** The cities, as read in the page's language. */
  cities: readonly City[];
  lang: Lang;
};

/**
 * The world map of the cities, drawn at build time from Natural Earth data: a server
 * component, so it ships as inline SVG and no JavaScript. Each city's marker and label are
 * one link to the city's page, as is each entry of the list. The land is an image of its
 * own (app/locations/land.svg), the map's background from the tablet width up: below it
 * the list replaces the map, and phones neither download the land nor carry its 14 kB of
 * path in the page's HTML.
 *
 * Accessibility: the map is a group named "World map of the cities where Scoot runs" whose
 * only content for assistive technology is its links, one a city, each named "New York,
 * United States" and reached with Tab in the order the eye reads the map (row by row, left
 * to right); the land, a background, is not in it. The plain <ul> shown instead on small
 * screens is the same links as text. Only one of the two is shown at any width (the other is
 * out of the accessibility tree and the tab order: the map by display: none, the list by
 * visibility: hidden, which keeps its links for the speculation rules), so nobody meets the
 * cities twice.
 */
export function CityMap({ id, title, caption, mapLabel, listLabel, cities, lang }: CityMapProps) {
  const map = buildCityMap(cities);
  return (
    <Section id={id} title={title} spacing="compact">
      <figure className={styles.figure}>
        <svg
          className={styles.map}
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="group"
          aria-label={mapLabel}
        >
          <g>
            {inReadingOrder(map.cities).map((city) => (
              <a
                key={city.id}
                href={localePath(lang, cityPath(city))}
                aria-label={cityAndCountry(city, lang)}
                className={styles.cityLink}
              >
                {city.label.leader && (
                  <line
                    className={styles.leader}
                    x1={city.label.leader.x1}
                    y1={city.label.leader.y1}
                    x2={city.label.leader.x2}
                    y2={city.label.leader.y2}
                  />
                )}
                <circle
                  className={styles.marker}
                  cx={city.marker.x}
                  cy={city.marker.y}
                  r={MARKER_RADIUS}
                />
                <rect
                  className={styles.labelBox}
                  x={city.label.box.x}
                  y={city.label.box.y}
                  width={city.label.box.width}
                  height={city.label.box.height}
                  rx={4}
                />
                {/* The link's name says it, with the country; read once, not twice. */}
                <text
                  aria-hidden="true"
                  className={styles.labelText}
                  x={city.label.text.x}
                  y={city.label.text.y}
                  fontSize={LABEL_FONT_SIZE}
                >
                  {city.name}
                </text>
              </a>
            ))}
          </g>
        </svg>
        <figcaption className={styles.caption}>{caption}</figcaption>
      </figure>
      <ul role="list" className={styles.list} aria-label={listLabel}>
        {cities.map((city) => (
          <li key={city.id}>
            <a href={localePath(lang, cityPath(city))} className={styles.listItem}>
              <span className={styles.listMarker} aria-hidden="true" />
              <span className={styles.listName}>{city.name}</span>
              <span className={styles.listCountry}>{city.country}</span>
            </a>
          </li>
        ))}
      </ul>
      {/* The city the visitor's pointer or keyboard is on in the map is prerendered at once. */}
      <script dangerouslySetInnerHTML={{ __html: markOnIntentScript }} />
    </Section>
  );
}
