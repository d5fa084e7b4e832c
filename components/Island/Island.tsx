import { Activity, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates on its own (a visible `<Activity>`: React's partial
 * hydration). React hydrates what lies outside every island first, then the islands, a slice
 * at a time, at its lowest priority.
 *
 * Why: the runtime starts on the visitor's first interaction (deploy/runtime-loading.mjs), so
 * a later tap can land while React hydrates. React then hydrates at once, inside that event,
 * everything the event needs: without islands the whole page, with them only the outside and
 * the island that was tapped (docs/audit/README.md has the figures). Unlike a `<Suspense>`
 * boundary, an island is always written in place in the HTML (between two comments), so the
 * page without JavaScript is unchanged.
 *
 * Every block of a page is one (the bar, each section, the footer). The hydration marker is
 * an island of its own: the islands left to hydrate hydrate in one pass, the marker's with
 * them, so `data-hydrated` still means that every island has hydrated.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}
