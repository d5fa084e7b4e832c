import { badRequestMetadata, BadRequestView } from '@/components/views/badRequest';

export const metadata = badRequestMetadata('en');

export default function Page() {
  return <BadRequestView lang="en" />;
}
