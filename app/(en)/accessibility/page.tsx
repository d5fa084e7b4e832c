import { accessibilityMetadata, AccessibilityView } from '../../_views/accessibility';

export const metadata = accessibilityMetadata('en');

export default function Page() {
  return <AccessibilityView lang="en" />;
}
