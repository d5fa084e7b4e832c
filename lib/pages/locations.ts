import { pageCopy } from '../copy';
import locations from '@/content/pages/locations.json';

/**
 * Copy of the Locations page (`/locations`), from locations.json: the map's caption and the
 * names of the map and of its list, and the "Your City Not Listed?" block, whose Message Us
 * link opens an e-mail with its subject and body.
 */
export const locationsPage = pageCopy('locations', locations);
