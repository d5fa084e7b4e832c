'use client';

export { default } from '../_views/ErrorBoundary';
