import { privacyMetadata, PrivacyView } from '@/components/views/privacy';

export const metadata = privacyMetadata('en');

export default function Page() {
  return <PrivacyView lang="en" />;
}
