import type { Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';

import type { City } from '@/content/types';

import { LABEL_FONT_SIZE, MARKER_RADIUS, buildCityMap } from './geometry';
import * as styles from './CityMap.css';

type CityMapProps = {
  id: string;
  title: string;
  caption: string;
  /** Names the map as a whole for assistive technology. */
  mapLabel: string;
  /** Names the plain list that replaces the map on small screens. */
  listLabel: string;
  cities: readonly City[];
};

/**
 * The world map of the cities, drawn at build time from Natural Earth data: a server
 * component, so it ships as inline SVG and no JavaScript.
 *
 * Accessibility: an SVG with role="img" would flatten the markers into one picture with a
 * single name. Instead the map is a <figure> (its <figcaption> says what the markers mean)
 * whose SVG is a named group holding an ARIA list: the land is hidden as decoration, and each
 * marker is a list item named "City, Country". A screen reader hears "list, 4 items" and each
 * city in turn, the same as the plain <ul> shown instead on small screens. Only one of the two
 * is displayed at any width (display: none removes the other from the accessibility tree), so
 * nobody hears the cities twice.
 */
export function CityMap({ id, title, caption, mapLabel, listLabel, cities }: CityMapProps) {
  const map = buildCityMap(land as unknown as Topology, cities);
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <figure className={styles.figure}>
        <svg
          className={styles.map}
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="group"
          aria-label={mapLabel}
        >
          <path className={styles.land} d={map.landPath} aria-hidden="true" />
          <g role="list">
            {map.cities.map((city) => (
              <g key={city.id} role="listitem" aria-label={`${city.name}, ${city.country}`}>
                {city.label.leader && (
                  <line
                    className={styles.leader}
                    x1={city.label.leader.x1}
                    y1={city.label.leader.y1}
                    x2={city.label.leader.x2}
                    y2={city.label.leader.y2}
                    aria-hidden="true"
                  />
                )}
                <circle
                  className={styles.marker}
                  cx={city.marker.x}
                  cy={city.marker.y}
                  r={MARKER_RADIUS}
                  aria-hidden="true"
                />
                <rect
                  className={styles.labelBox}
                  x={city.label.box.x}
                  y={city.label.box.y}
                  width={city.label.box.width}
                  height={city.label.box.height}
                  rx={4}
                  aria-hidden="true"
                />
                {/* The group's aria-label already names the city (with its country). */}
                <text
                  className={styles.labelText}
                  x={city.label.text.x}
                  y={city.label.text.y}
                  fontSize={LABEL_FONT_SIZE}
                  aria-hidden="true"
                >
                  {city.name}
                </text>
              </g>
            ))}
          </g>
        </svg>
        <figcaption className={styles.caption}>{caption}</figcaption>
      </figure>
      <ul role="list" className={styles.list} aria-label={listLabel}>
        {cities.map((city) => (
          <li key={city.id} className={styles.listItem}>
            <span className={styles.listMarker} aria-hidden="true" />
            <span className={styles.listName}>{city.name}</span>
            <span className={styles.listCountry}>{city.country}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
