/** The default error view (specification section 8). */
export const notFoundPage = {
  title: 'Unexpected Application Error!',
  status: '404 Not Found',
  text: 'The page you were looking for does not exist or has moved.',
  homeLink: 'Back to the home page',
} as const;

/** The same view for other errors: the status and status text, or the error message. */
export const errorPage = {
  title: 'Unexpected Application Error!',
  fallbackStatus: '500 Internal Server Error',
  retry: 'Try again',
  homeLink: 'Back to the home page',
} as const;
