import { faqGroups } from '../../content/faq';
import { aboutPage as aboutIn } from '@/lib/pages/about';
import { expect, test } from './fixtures';

const aboutPage = aboutIn.en;

/** The About page's own content; the FAQ's behaviour is faq.spec.ts's. */
test('shows the banner, the features, the values and the FAQ', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.banner.title);
  for (const { title } of aboutPage.features) {
    const block = page.getByRole('region', { name: title });
    await expect(block.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(block.getByRole('img')).toHaveAccessibleName(/.+/);
  }
  const cards = page.getByRole('region', { name: aboutPage.values.title }).getByRole('listitem');
  await expect(cards).toHaveCount(aboutPage.values.items.length);
  for (const [index, card] of aboutPage.values.items.entries()) {
    await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(card.title);
    await expect(cards.nth(index)).toContainText(`0${index + 1}`);
    await expect(cards.nth(index).getByRole('img', { name: card.image.alt })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: aboutPage.faq.title })).toBeVisible();
  for (const { title } of faqGroups.en)
    await expect(
      page.getByRole('group', { name: title }).getByRole('heading', { level: 3 }),
    ).toHaveText(title);
});
