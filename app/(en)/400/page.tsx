import { badRequestMetadata, BadRequestView } from '../../_views/badRequest';

export const metadata = badRequestMetadata('en');

export default function Page() {
  return <BadRequestView lang="en" />;
}
