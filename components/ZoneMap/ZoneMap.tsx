import type { CityFeed } from '@/content/gbfs';
import type { Geography, Place, Water } from '@/content/geography';
import type { Lang } from '@/content/languages';
import type { City } from '@/content/types';
import { translator } from '@/lib/messages';
import { mapZones, textIn, type ZoneKind } from '@/lib/pages/cityFeed';
import { listOf } from '@/lib/text';

import { layoutZoneMap, type Label } from './layout';
import * as styles from './ZoneMap.css';

const KINDS = ['noRide', 'noParking', 'slow'] as const satisfies readonly ZoneKind[];

/** A place's key on the map: A, B, C... */
const letter = (index: number) => String.fromCharCode(65 + index);

/** The patterns that tell the zones apart without colour: hatching, dots, stripes. */
function Patterns({ id }: { id: (kind: ZoneKind) => string }) {
  return (
    <defs>
      <pattern
        id={id('noRide')}
        width={6}
        height={6}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect className={styles.paper} width={6} height={6} />
        <line className={styles.inkLine} x1={1.5} y1={0} x2={1.5} y2={6} />
      </pattern>
      <pattern id={id('noParking')} width={6} height={6} patternUnits="userSpaceOnUse">
        <rect className={styles.paper} width={6} height={6} />
        <circle className={styles.ink} cx={3} cy={3} r={1.4} />
      </pattern>
      <pattern id={id('slow')} width={8} height={8} patternUnits="userSpaceOnUse">
        <rect className={styles.slowPaper} width={8} height={8} />
        <rect className={styles.ink} width={8} height={2.5} />
      </pattern>
    </defs>
  );
}

/** A legend's sample: the map's own pattern or mark, in a square beside its words. */
function Swatch({ children }: { children: React.ReactNode }) {
  return (
    <svg className={styles.swatch} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

function MapLabel({ label, text, className }: { label: Label; text: string; className: string }) {
  const { x, y, anchor, moved } = label;
  // The line stops short of the label, whose halo would hide its end anyway.
  const distance = Math.hypot(x - anchor.x, y - anchor.y);
  const stop = distance > 0 ? Math.max(0, (distance - 12) / distance) : 0;
  return (
    <g>
      {moved && (
        <>
          <line
            className={styles.leader}
            x1={anchor.x}
            y1={anchor.y}
            x2={Math.round((anchor.x + (x - anchor.x) * stop) * 10) / 10}
            y2={Math.round((anchor.y + (y - anchor.y) * stop) * 10) / 10}
          />
          <circle className={styles.anchor} cx={anchor.x} cy={anchor.y} r={2.5} />
        </>
      )}
      <text className={className} x={x} y={y} textAnchor="middle" dominantBaseline="central">
        {text}
      </text>
    </g>
  );
}

/**
 * A city's zones on a map drawn at build time: a server component, inline SVG and no
 * JavaScript. The service area inside a dashed line, each zone filled with its kind's
 * pattern and numbered, the bays as squares, and the city's water and a few districts
 * (lettered) from content/geography/ so a rider can place themselves. The drawing is one
 * image named by the caption; everything it says is also HTML beside it, which grows and
 * reflows with the visitor's text: the key, every zone by number with its rule, the places
 * by letter and the bays.
 */
export function ZoneMap({
  id,
  city,
  feed,
  geography,
  lang,
}: {
  /** Unique on the page: the patterns' and the lists' ids start with it. */
  id: string;
  city: Pick<City, 'name' | 'rules'>;
  feed: CityFeed;
  geography?: Geography;
  lang: Lang;
}) {
  const t = translator(lang);
  const features = feed.geofencing_zones.data.geofencing_zones.features;
  const serviceArea = features.at(-1);
  if (!serviceArea) return null;
  const zones = mapZones(feed, city, lang);
  const stations = feed.station_information?.data.stations ?? [];
  const water = (geography?.features ?? []).filter(
    (feature): feature is Water => feature.properties.kind === 'water',
  );
  const places = (geography?.features ?? []).filter(
    (feature): feature is Place => feature.properties.kind === 'place',
  );
  const map = layoutZoneMap({
    area: serviceArea.geometry,
    zones: zones.map((zone) => zone.geometry),
    bays: stations,
    water,
    places,
  });
  const pattern = (kind: ZoneKind) => `${id}-${kind}`;
  const kinds = KINDS.filter((kind) => zones.some((zone) => zone.kind === kind));
  const ids = { title: `${id}-title`, zones: `${id}-zones` };

  return (
    <figure className={styles.figure}>
      <figcaption id={ids.title} className={styles.title}>
        {t('city.map.title', { city: city.name })}
      </figcaption>
      <div className={styles.body}>
        <svg
          className={styles.map}
          viewBox={`0 0 ${map.width} ${map.height}`}
          width={map.width}
          height={map.height}
          role="img"
          aria-labelledby={ids.title}
          aria-describedby={ids.zones}
        >
          <Patterns id={pattern} />
          <path className={styles.area} d={map.area} />
          {map.water.map(({ line, d }, index) => (
            <path key={index} className={line ? styles.waterLine : styles.waterArea} d={d} />
          ))}
          <path className={styles.areaEdge} d={map.area} />
          {map.zones.map(({ d }, index) => (
            <path
              key={index}
              className={styles.zone}
              d={d}
              fill={`url(#${pattern(zones[index]!.kind)})`}
              data-kind={zones[index]!.kind}
            />
          ))}
          {map.bays.map(({ x, y }, index) => (
            <rect key={index} className={styles.bay} x={x - 4} y={y - 4} width={8} height={8} />
          ))}
          {map.zones.map(({ label }, index) => (
            <MapLabel key={index} label={label} text={String(index + 1)} className={styles.label} />
          ))}
          {map.places.map((label, index) => (
            <MapLabel
              key={index}
              label={label}
              text={letter(index)}
              className={styles.placeLabel}
            />
          ))}
        </svg>

        <div className={styles.keys}>
          <h3 className={styles.keysTitle}>{t('city.map.keyTitle')}</h3>
          <ul role="list" className={styles.list}>
            <li className={styles.item}>
              <Swatch>
                <rect className={styles.area} x={2} y={4} width={20} height={16} />
              </Swatch>
              <span>{t('city.map.area')}</span>
            </li>
            {kinds.map((kind) => (
              <li key={kind} className={styles.item} data-kind={kind}>
                <Swatch>
                  <rect
                    className={styles.zone}
                    x={2}
                    y={2}
                    width={20}
                    height={20}
                    fill={`url(#${pattern(kind)})`}
                  />
                </Swatch>
                <span>{t(`city.map.${kind}`)}</span>
              </li>
            ))}
            {stations.length > 0 && (
              <li className={styles.item}>
                <Swatch>
                  <rect className={styles.bay} x={7} y={7} width={10} height={10} />
                </Swatch>
                <span>{t('city.map.bay')}</span>
              </li>
            )}
            {water.map((feature) => (
              <li key={feature.properties.name.en} className={styles.item}>
                <Swatch>
                  <rect className={styles.waterArea} x={2} y={4} width={20} height={16} />
                </Swatch>
                <span>{t('city.map.water', { name: feature.properties.name[lang] })}</span>
              </li>
            ))}
          </ul>

          <h3 className={styles.keysTitle}>{t('city.map.zonesTitle')}</h3>
          <ol role="list" id={ids.zones} className={styles.list}>
            {zones.map((zone) => (
              <li key={zone.number} className={styles.item}>
                <span className={styles.key}>{zone.number}</span>
                <span>{zone.sentence}</span>
              </li>
            ))}
          </ol>

          {places.length > 0 && (
            <>
              <h3 className={styles.keysTitle}>{t('city.map.placesTitle')}</h3>
              <ul role="list" className={styles.list}>
                {places.map((place, index) => (
                  <li key={place.properties.name.en} className={styles.item}>
                    <span className={styles.key}>{letter(index)}</span>
                    <span>{place.properties.name[lang]}</span>
                  </li>
                ))}
              </ul>
            </>
          )}

          {stations.length > 0 && (
            <p>
              {t('city.map.bays', {
                bays: listOf(
                  stations.map((station) => textIn(station.name, lang)),
                  lang,
                ),
              })}
            </p>
          )}
          <p>{t('city.map.note')}</p>
        </div>
      </div>
    </figure>
  );
}
