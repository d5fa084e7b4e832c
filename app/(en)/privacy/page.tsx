import { privacyMetadata, PrivacyView } from '../../_views/privacy';

export const metadata = privacyMetadata('en');

export default function Page() {
  return <PrivacyView lang="en" />;
}
