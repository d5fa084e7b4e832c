import { test } from '@playwright/test';

/** Which static server the current project runs against: `serve` (npm start) or nginx. */
export const server = () => (test.info().project.name === 'nginx' ? 'nginx' : 'serve');

/** The heading each canonical route shows, to tell "the right page" from another. */
export const routeHeadings: Record<string, string> = {
  '/': 'Scooter sharing made simple',
  '/about': 'About',
  '/careers': 'Careers',
  '/locations': 'Locations',
};

export const errorHeading = 'Unexpected Application Error!';
