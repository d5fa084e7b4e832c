import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import ja from '@/content/messages/ja.json';
import ErrorPage from '@/app/(en)/error';

/** A stand-in for Next's error boundary: renders app/(en)/error.tsx with error and reset. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error) return <ErrorPage error={error} reset={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('Map data failed to load');
  return <p>Recovered content</p>;
}

describe('app/(en)/error.tsx', () => {
  beforeEach(() => {
    shouldThrow = true;
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React logs caught errors
    render(
      <Boundary>
        <Flaky />
      </Boundary>,
    );
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the error view with the error’s message and a way home', () => {
    const h1 = screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(h1).toBeInTheDocument();
    expect(screen.getByText('Map data failed to load')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Back to the home page' });
    expect(home).toHaveAttribute('href', '/');
  });

  it('renders the page again when the visitor retries', async () => {
    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('speaks the page’s language, and leads to that language’s home page', () => {
    // The layout sets <html lang>; a boundary renders after it, so it reads it there.
    document.documentElement.lang = 'ja';
    try {
      shouldThrow = true;
      render(
        <Boundary>
          <Flaky />
        </Boundary>,
      );
      expect(screen.getByRole('heading', { level: 1, name: ja.errors.title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: ja.errors.retry })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: ja.errors.homeLink })).toHaveAttribute('href', '/ja');
    } finally {
      document.documentElement.lang = '';
    }
  });
});
