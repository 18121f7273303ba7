// The operator's search words (/admin/search) against answers written here (the contract's adminListSynonyms,
// adminAddSynonyms and adminRemoveSynonyms), with the real store and router.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import { wordsOf } from './SynonymsScreen';

const ADMIN = {
  success: true,
  account: { name: 'Op', email: 'op@example.in', emailConfirmed: true, createdAt: 1, role: 'admin' },
};
const signedIn = { preloadedState: { auth: { token: 'admin-token' } } };

/** A shop keeping the groups the screen adds and removes, as the server does. */
function synonymsServer() {
  let groups = [{ id: 'g1', words: ['denim', 'jeans'] }];
  let next = 2;
  const sent = answerRequests({
    '/api/user/me': ADMIN,
    '/api/admin/synonyms': (request: SentRequest) => {
      if (request.method === 'POST') {
        const group = { id: `g${next++}`, words: (request.body as { words: string[] }).words };
        groups = [...groups, group];
        return Response.json({ success: true, group });
      }
      return Response.json({ success: true, groups });
    },
    '/api/admin/synonyms/g1': () => {
      groups = groups.filter((group) => group.id !== 'g1');
      return Response.json({ success: true });
    },
  });
  return { sent };
}

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe("the operator's search words", () => {
  it('takes words as the server does: trimmed, lower case, each once', () => {
    expect(wordsOf(' Tee, T-Shirt ,tee,, TSHIRT ')).toEqual(['tee', 't-shirt', 'tshirt']);
  });

  it('lists the groups, adds one from words separated by commas, and removes one', async () => {
    const { sent } = synonymsServer();
    const { user } = renderApp('/admin/search', signedIn);
    const section = await screen.findByRole('region', { name: 'Search words' });
    expect(await within(section).findByText('denim, jeans')).toBeTruthy();

    const field = within(section).getByRole('textbox', { name: 'Words that mean the same, separated by commas' });
    await user.type(field, 'kurti');
    await user.click(within(section).getByRole('button', { name: 'Add the group' }));
    expect(within(section).getByRole('status').textContent).toBe('Give two words or more, separated by commas.');

    await user.type(field, ', Kurta');
    await user.click(within(section).getByRole('button', { name: 'Add the group' }));
    expect(await within(section).findByText('kurti, kurta')).toBeTruthy();
    expect(within(section).getByRole('status').textContent).toBe('Added: kurti, kurta.');
    expect((field as HTMLInputElement).value).toBe('');

    await user.click(within(section).getByRole('button', { name: 'Remove the group denim, jeans' }));
    await waitFor(() => expect(within(section).queryByText('denim, jeans')).toBeNull());
    expect(
      sent.filter((request) => request.method !== 'GET').map(({ method, path, body }) => [method, path, body]),
    ).toEqual([
      ['POST', '/api/admin/synonyms', { words: ['kurti', 'kurta'] }],
      ['DELETE', '/api/admin/synonyms/g1', undefined],
    ]);
  });
});
