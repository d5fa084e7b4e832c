import { afterEach, describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';

import { HydrationMarker } from '@/components/HydrationMarker/HydrationMarker';

describe('HydrationMarker', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
  });

  it('marks <html data-hydrated> once React runs on the page, and renders nothing', () => {
    expect(document.documentElement).not.toHaveAttribute('data-hydrated');
    const { container } = render(<HydrationMarker />);
    expect(document.documentElement).toHaveAttribute('data-hydrated', '');
    expect(container).toBeEmptyDOMElement();
  });
});
