import { accessibilityMetadata, AccessibilityView } from '@/components/views/accessibility';

export const metadata = accessibilityMetadata('en');

export default function Page() {
  return <AccessibilityView lang="en" />;
}
