import type { ErrorPageCopy } from '../types';

/** The error view's copy: the 404 page, and the words the other errors share. */
export const notFoundPage = {
  title: 'Unexpected Application Error!',
  status: '404 Not Found',
  text: 'The page you were looking for does not exist or has moved.',
  homeLink: 'Back to the home page',
} as const satisfies ErrorPageCopy;

/** The same view for other errors: the status and status text, or the error message. */
export const errorPage = {
  title: 'Unexpected Application Error!',
  fallbackStatus: '500 Internal Server Error',
  retry: 'Try again',
  homeLink: 'Back to the home page',
} as const satisfies {
  title: string;
  /** Shown when the error says nothing of itself. */
  fallbackStatus: string;
  retry: string;
  homeLink: string;
};

/** A request the server refuses as malformed, such as a path climbing above the site root. */
export const badRequestPage = {
  title: 'Unexpected Application Error!',
  status: '400 Bad Request',
  text: 'That address is not one this site can answer. Check it, or start again from the home page.',
  homeLink: 'Back to the home page',
} as const satisfies ErrorPageCopy;
