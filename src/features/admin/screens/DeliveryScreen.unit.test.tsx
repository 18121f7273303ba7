// The operator's delivery settings (/admin/delivery) against answers written here (the contract's adminGetDelivery,
// adminSetDeliveryZone, adminSetDeliveryArea and adminSetCodLimit, each answering the whole settings), with the real
// store and router.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import type { AdminGetDeliveryApiResponse } from '../adminApi';

type Settings = AdminGetDeliveryApiResponse;
const ADMIN = {
  success: true,
  account: { name: 'Op', email: 'op@example.in', emailConfirmed: true, createdAt: 1, role: 'admin' },
};
const signedIn = { preloadedState: { auth: { token: 'admin-token' } } };
const DEFAULTS: Settings = {
  success: true,
  zones: [
    { zone: 'sameCity', days: 1, delivers: true, cod: true },
    { zone: 'sameState', days: 2, delivers: true, cod: true },
    { zone: 'metro', days: 3, delivers: true, cod: true },
    { zone: 'restOfIndia', days: 5, delivers: true, cod: true },
    { zone: 'northEastAndIslands', days: 7, delivers: true, cod: true },
  ],
  areas: [],
  codMaxAmount: null,
};
const posted = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST').map(({ path, body }) => [path, body]);

/** A shop that keeps the settings the screen sends, answering each change with the whole settings as the server does. */
function deliveryServer(areas: string[] = []) {
  const server = { now: DEFAULTS };
  const answer = () => Response.json(server.now);
  const zoneChange = (request: SentRequest) => {
    const zone = request.path.split('/').pop();
    const body = request.body as Partial<Settings['zones'][number]>;
    server.now = {
      ...server.now,
      zones: server.now.zones.map((rule) => (rule.zone === zone ? { ...rule, ...body } : rule)),
    };
    return answer();
  };
  const areaChange = (request: SentRequest) => {
    const area = request.path.split('/').pop() ?? '';
    const body = request.body as { delivers: boolean | null; cod: boolean | null };
    const others = server.now.areas.filter((rule) => rule.area !== area);
    const removed = body.delivers === null && body.cod === null;
    server.now = { ...server.now, areas: removed ? others : [...others, { area, ...body }] };
    return answer();
  };
  const sent = answerRequests({
    '/api/user/me': ADMIN,
    '/api/admin/delivery': answer,
    ...Object.fromEntries(DEFAULTS.zones.map((rule) => [`/api/admin/delivery/zones/${rule.zone}`, zoneChange])),
    ...Object.fromEntries(areas.map((area) => [`/api/admin/delivery/areas/${area}`, areaChange])),
    '/api/admin/delivery/cod-limit': (request: SentRequest) => {
      server.now = { ...server.now, codMaxAmount: (request.body as { max: number | null }).max };
      return answer();
    },
  });
  return { sent, server };
}

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe("the operator's delivery settings", () => {
  it("lists each zone in words and saves a row's days and cash on delivery, showing the server's answer", async () => {
    const { sent } = deliveryServer();
    const { user } = renderApp('/admin/delivery', signedIn);
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Delivery' }).getAttribute('aria-current')).toBe('page');
    const zones = within(await screen.findByRole('region', { name: 'Zones' })).getByRole('table');
    expect(
      within(zones)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Same city', 'Same state', 'Metro cities', 'Rest of India', 'North-east and islands']);

    const days = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Days on the road, North-east and islands' });
    expect(days.value).toBe('7');
    await user.clear(days);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save North-east and islands' });
    expect(save.disabled).toBe(true);
    await user.type(days, '9');
    await user.click(screen.getByRole('checkbox', { name: 'Cash on delivery in North-east and islands' }));
    await user.click(save);

    expect(await screen.findByText('North-east and islands saved.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('North-east and islands saved.');
    expect(posted(sent)).toEqual([
      ['/api/admin/delivery/zones/northEastAndIslands', { days: 9, delivers: true, cod: false }],
    ]);
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLInputElement>('checkbox', { name: 'Cash on delivery in North-east and islands' }).checked,
      ).toBe(false),
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Delivers to Metro cities' }).checked).toBe(true);
  });

  it('turns an area off, lists it, says when neither choice is made, and removes it', async () => {
    const { sent } = deliveryServer(['7930']);
    const { user } = renderApp('/admin/delivery', signedIn);
    const areas = await screen.findByRole('region', { name: 'Areas turned off or on' });
    expect(within(areas).getByText('No area rules: every pincode follows its zone.')).toBeTruthy();

    await user.type(within(areas).getByRole('textbox', { name: 'Pincode or first digits' }), '7930');
    await user.click(within(areas).getByRole('button', { name: 'Add area rule' }));
    expect(await screen.findByText('Choose Yes or No for delivery or cash on delivery.')).toBeTruthy();
    expect(posted(sent)).toEqual([]);

    await user.selectOptions(within(areas).getByRole('combobox', { name: 'Delivers' }), 'No');
    await user.click(within(areas).getByRole('button', { name: 'Add area rule' }));
    expect(await screen.findByText('Rule for 7930 saved.')).toBeTruthy();
    const table = await within(areas).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Pincode or first digits', 'Delivers', 'Cash on delivery', 'Remove'],
      ['7930', 'No', 'As its zone', 'Remove'],
    ]);
    expect(within(areas).getByRole<HTMLInputElement>('textbox', { name: 'Pincode or first digits' }).value).toBe('');

    await user.click(within(areas).getByRole('button', { name: 'Remove the rule for 7930' }));
    expect(await screen.findByText('Rule for 7930 removed.')).toBeTruthy();
    expect(await within(areas).findByText('No area rules: every pincode follows its zone.')).toBeTruthy();
    expect(posted(sent)).toEqual([
      ['/api/admin/delivery/areas/7930', { delivers: false, cod: null }],
      ['/api/admin/delivery/areas/7930', { delivers: null, cod: null }],
    ]);
  });

  it('says what the server refused', async () => {
    answerRequests({
      '/api/user/me': ADMIN,
      '/api/admin/delivery': DEFAULTS,
      '/api/admin/delivery/areas/5600': () =>
        Response.json({ success: false, message: 'That area is not allowed.' }, { status: 400 }),
    });
    const { user } = renderApp('/admin/delivery', signedIn);
    await user.type(await screen.findByRole('textbox', { name: 'Pincode or first digits' }), '5600');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cash on delivery' }), 'No');
    await user.click(screen.getByRole('button', { name: 'Add area rule' }));
    expect(await screen.findByText('That did not work: That area is not allowed.')).toBeTruthy();
  });

  it('sets the largest cash order in rupees, and empty takes the limit away', async () => {
    const { sent } = deliveryServer();
    const { user } = renderApp('/admin/delivery', signedIn);
    const limit = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Largest cash order (₹)' });
    expect(limit.value).toBe('');
    await user.type(limit, '5000');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Largest cash order is now ₹5,000.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Largest cash order (₹)' }).value).toBe('5000'),
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Largest cash order (₹)' }));
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Cash orders now have no limit.')).toBeTruthy();
    expect(posted(sent)).toEqual([
      ['/api/admin/delivery/cod-limit', { max: 5000 }],
      ['/api/admin/delivery/cod-limit', { max: null }],
    ]);
  });

  it('says everything in Hindi under /hi/admin/delivery', async () => {
    deliveryServer();
    renderApp('/hi/admin/delivery', signedIn);
    expect(await screen.findByRole('link', { name: 'डिलीवरी' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'डिलीवरी और कैश ऑन डिलीवरी' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'पूर्वोत्तर और द्वीप' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पूर्वोत्तर और द्वीप सहेजें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'इलाके का नियम जोड़ें' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'सबसे बड़ा नकद ऑर्डर (₹)' })).toBeTruthy();
  });
});
