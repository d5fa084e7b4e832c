import { locationsMetadata, LocationsView } from '@/components/views/locations';

export const metadata = locationsMetadata('en');

export default function Page() {
  return <LocationsView lang="en" />;
}
