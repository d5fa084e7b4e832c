import { locationsMetadata, LocationsView } from '../../_views/locations';

export const metadata = locationsMetadata('en');

export default function Page() {
  return <LocationsView lang="en" />;
}
