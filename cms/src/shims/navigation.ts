/**
 * next/navigation in the admin's preview: the page shown is the entry's, which has no
 * address in the admin, so no link is the current one.
 */
export const usePathname = (): string | null => null;
