import { homeMetadata, HomeView } from '@/components/views/home';

export const metadata = homeMetadata('en');

export default function Page() {
  return <HomeView lang="en" />;
}
