// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { HEADER_SEARCH_INPUT_ID, SEARCH_INPUT_ID, searchFieldToFocus } from './search-field';

afterEach(() => document.body.replaceChildren());

function field(id: string, visible: boolean): HTMLInputElement {
  const input = document.createElement('input');
  input.id = id;
  input.checkVisibility = () => visible;
  document.body.append(input);
  return input;
}

test("the search screen's field comes first", () => {
  field(HEADER_SEARCH_INPUT_ID, true);
  const own = field(SEARCH_INPUT_ID, true);
  expect(searchFieldToFocus(document)).toBe(own);
});

test("the sidebar's field while it is shown; none when hidden (a phone) or absent", () => {
  expect(searchFieldToFocus(document)).toBeNull();
  const sidebar = field(HEADER_SEARCH_INPUT_ID, false);
  expect(searchFieldToFocus(document)).toBeNull();
  sidebar.checkVisibility = () => true;
  expect(searchFieldToFocus(document)).toBe(sidebar);
});
