import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n';
import { IsolatedList } from './IsolatedList';

beforeAll(() => activateLocale('en'));

test('each name of a list sits in its own bdi, the words joining them outside', () => {
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <p>
        <IsolatedList items={['Erin', 'داود', 'Frank']} />
      </p>
    </I18nProvider>,
  );
  const paragraph = container.querySelector('p');
  expect(paragraph).toHaveTextContent('Erin, داود, and Frank');
  const names = [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
  expect(names).toEqual(['Erin', 'داود', 'Frank']);
});
