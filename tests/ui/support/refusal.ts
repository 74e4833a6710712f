import { screen, within, type MatcherFunction } from '@testing-library/react';
import { expect } from 'vitest';
import { SUBSCRIPTIONS_PATH } from '@/domain/access/routes';

/**
 * Matches the element that shows `sentence` whole, even though its "Upgrade" is a link (the
 * words run across the link): the innermost element whose text is exactly the sentence.
 */
export function refusalText(sentence: string): MatcherFunction {
  return (_content, element) =>
    element !== null &&
    element.textContent === sentence &&
    ![...element.children].some((child) => child.textContent === sentence);
}

/** The refusal shown on the page, checked to lead to the subscriptions page by its Upgrade link. */
export function getRefusal(sentence: string): HTMLElement {
  const shown = screen.getByText(refusalText(sentence));
  expect(within(shown).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    SUBSCRIPTIONS_PATH,
  );
  return shown;
}
