import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { faqGroups } from '@/content/faq';
import { FaqGroup } from '@/components/Faq/FaqGroup';
import { FaqSection } from '@/components/Faq/FaqSection';

const [howItWorks, safeDriving] = faqGroups;

function renderGroup(group = howItWorks) {
  render(
    <FaqGroup
      id={group.id}
      title={group.title}
      items={group.items}
      initiallyOpenId={group.initiallyOpenId}
    />,
  );
  return group.items.map((item) => screen.getByRole('button', { name: item.title }));
}

const expanded = (buttons: HTMLElement[]) =>
  buttons.map((button) => button.getAttribute('aria-expanded'));

describe('FaqGroup', () => {
  it('opens the item named by the content at first, and only that one', () => {
    const buttons = renderGroup();
    const openIndex = howItWorks.items.findIndex((item) => item.id === howItWorks.initiallyOpenId);
    expect(openIndex).toBe(0);
    expect(expanded(buttons)).toEqual(['true', 'false', 'false']);
    expect(screen.getByText(howItWorks.items[0]!.text)).toBeVisible();
    expect(screen.getByText(howItWorks.items[1]!.text)).not.toBeVisible();
  });

  it('shows each question as a heading one level below the group title', () => {
    renderGroup();
    expect(screen.getByRole('heading', { level: 3, name: howItWorks.title })).toBeInTheDocument();
    for (const item of howItWorks.items) {
      expect(screen.getByRole('heading', { level: 4, name: item.title })).toBeInTheDocument();
    }
  });

  it('links every answer to its question', () => {
    const buttons = renderGroup();
    howItWorks.items.forEach((item, index) => {
      const button = buttons[index]!;
      const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(region).toHaveAttribute('role', 'region');
      expect(region).toHaveAttribute('aria-labelledby', button.id);
      expect(region).toHaveTextContent(item.text);
    });
    // The open answer is a region named by its question.
    expect(screen.getByRole('region', { name: howItWorks.items[0]!.title })).toHaveTextContent(
      howItWorks.items[0]!.text,
    );
  });

  it('expands a collapsed item and collapses the one that was open', async () => {
    const user = userEvent.setup();
    const buttons = renderGroup();
    await user.click(buttons[1]!);
    expect(expanded(buttons)).toEqual(['false', 'true', 'false']);
    expect(screen.getByText(howItWorks.items[1]!.text)).toBeVisible();
    expect(screen.getByText(howItWorks.items[0]!.text)).not.toBeVisible();
    await user.click(buttons[2]!);
    expect(expanded(buttons)).toEqual(['false', 'false', 'true']);
  });

  it('collapses the expanded item when it is clicked, leaving none open', async () => {
    const user = userEvent.setup();
    const buttons = renderGroup();
    await user.click(buttons[0]!);
    expect(expanded(buttons)).toEqual(['false', 'false', 'false']);
    expect(screen.getByText(howItWorks.items[0]!.text)).not.toBeVisible();
  });

  it('is reachable with Tab and toggled with Enter and Space', async () => {
    const user = userEvent.setup();
    const buttons = renderGroup();

    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.tab();
    expect(buttons[1]).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(expanded(buttons)).toEqual(['false', 'true', 'false']);
    await user.keyboard('{Enter}');
    expect(expanded(buttons)).toEqual(['false', 'false', 'false']);

    await user.tab();
    expect(buttons[2]).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded(buttons)).toEqual(['false', 'false', 'true']);
    await user.keyboard(' ');
    expect(expanded(buttons)).toEqual(['false', 'false', 'false']);
  });
});

describe('FaqSection', () => {
  it('keeps the two groups independent', async () => {
    const user = userEvent.setup();
    render(<FaqSection id="faq" title="FAQs" groups={faqGroups} />);
    const first = within(screen.getByRole('group', { name: howItWorks.title }));
    const second = within(screen.getByRole('group', { name: safeDriving.title }));
    const secondButtons = safeDriving.items.map((item) =>
      second.getByRole('button', { name: item.title }),
    );
    expect(expanded(secondButtons)).toEqual(['true', 'false', 'false']);

    await user.click(first.getByRole('button', { name: howItWorks.items[2]!.title }));
    await user.click(first.getByRole('button', { name: howItWorks.items[2]!.title }));
    await user.click(first.getByRole('button', { name: howItWorks.items[1]!.title }));
    // Opening, closing and opening items in one group leaves the other exactly as it was.
    expect(expanded(secondButtons)).toEqual(['true', 'false', 'false']);

    await user.click(secondButtons[2]!);
    expect(expanded(secondButtons)).toEqual(['false', 'false', 'true']);
    expect(first.getByRole('button', { name: howItWorks.items[1]!.title })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
