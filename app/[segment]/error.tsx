'use client';

export { default } from '@/components/views/ErrorBoundary';
