'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has hydrated the page. Pages start Next's runtime
 * on the visitor's first interaction (deploy/runtime-loading.mjs), so until then they are plain HTML;
 * the browser tests, and anyone debugging a slow phone, can tell the two phases apart by
 * this attribute. Effects run after the whole root has committed, so every client
 * component on the page handles events by then.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
