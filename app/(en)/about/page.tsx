import { aboutMetadata, AboutView } from '@/components/views/about';

export const metadata = aboutMetadata('en');

export default function Page() {
  return <AboutView lang="en" />;
}
