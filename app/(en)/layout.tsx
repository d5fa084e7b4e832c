import type { ReactNode } from 'react';

import { Document, documentMetadata } from '@/components/views/Document';

export { viewport } from '@/components/views/Document';

/*
 * The root layout of the English pages, at the addresses they have always had (/about). Each
 * language has a root layout of its own (the others: app/[segment]/layout.tsx), so every
 * page's <html lang> is right in the HTML as built.
 */
export const metadata = documentMetadata('en');

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <Document lang="en">{children}</Document>;
}
