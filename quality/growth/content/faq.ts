import type { FaqGroup, FaqItem } from '@/content/types';

const topics = [
  'unlocking',
  'parking',
  'charging',
  'pricing',
  'payment',
  'helmets',
  'speed limits',
  'lost items',
  'accounts',
  'group rides',
] as const;

/** Questions and answers as long as the real ones, numbered so each is distinct. */
function items(group: string, count: number): FaqItem[] {
  return Array.from({ length: count }, (_, index) => {
    const topic = topics[index % topics.length]!;
    return {
      id: `${group}-${index + 1}`,
      title: `Question ${index + 1}: how does ${topic} work in my city?`,
      text: `Answer ${index + 1}. Everything about ${topic} is explained in the app before your first ride, and the rules can differ a little from city to city. If anything is unclear, contact our support team from the app and a real person will get back to you.`,
    };
  });
}

/**
 * Growth fixture (npm run bench:growth): 40 FAQ items in the page's two groups, in place
 * of content/faq.ts.
 */
export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'how-it-works',
    title: 'How it works',
    initiallyOpenId: 'how-it-works-1',
    items: items('how-it-works', 20),
  },
  {
    id: 'safe-driving',
    title: 'Safe driving',
    initiallyOpenId: 'safe-driving-1',
    items: items('safe-driving', 20),
  },
];
