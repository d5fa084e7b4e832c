import { aboutMetadata, AboutView } from '../../_views/about';

export const metadata = aboutMetadata('en');

export default function Page() {
  return <AboutView lang="en" />;
}
