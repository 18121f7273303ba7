// The operator's size charts (/admin/size-charts) against answers written here (the contract's adminListSizeCharts and
// adminSetSizeChart), with the real store and router: a shop keeping the charts the screen saves, as the server does.
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { SizeChart } from '../../../../contract';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';

const ADMIN = {
  success: true,
  account: { name: 'Op', email: 'op@example.in', emailConfirmed: true, createdAt: 1, role: 'admin' },
};
const signedIn = { preloadedState: { auth: { token: 'admin-token' } } };

const row = (size: string, chest: number | null, waist: number | null) => ({
  size,
  chest,
  waist,
  hip: null,
  length: null,
  height: null,
});
const MEN_TOP: SizeChart = {
  measure: 'body',
  rows: [row('S', 91, 76), row('M', 97, 81), row('L', 102, 86)],
  howToMeasure: ['Chest: around the fullest part, under the arms.'],
};
const KINDS = ['Men', 'Women', 'Kids'].flatMap((category) =>
  ['Topwear', 'Bottomwear', 'Winterwear', 'Summerwear'].map((type) => `${category}/${type}`),
);

/** Every type has a chart but Kids' summerwear; a PUT keeps the chart sent. */
function chartsServer() {
  const charts = new Map(KINDS.filter((kind) => kind !== 'Kids/Summerwear').map((kind) => [kind, MEN_TOP]));
  const put = (request: SentRequest) => {
    const kind = request.path.split('/').slice(-2).join('/');
    charts.set(kind, request.body as SizeChart);
    return Response.json({ success: true, chart: request.body });
  };
  const sent = answerRequests({
    '/api/user/me': ADMIN,
    '/api/admin/size-charts': () =>
      Response.json({
        success: true,
        charts: [...charts].map(([kind, chart]) => {
          const [category, type] = kind.split('/');
          return { category, type, chart };
        }),
      }),
    ...Object.fromEntries(KINDS.map((kind) => [`/api/admin/size-charts/${kind}`, put])),
  });
  return { sent, charts };
}

const saved = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'PUT').map(({ path, body }) => [path, body]);
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

describe("the operator's size charts", () => {
  it("lists every category and type with its sizes, and edits a chart's measures, rows and lines", async () => {
    const { sent, charts } = chartsServer();
    const { user } = renderApp('/admin/size-charts', signedIn);
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Size charts' }).getAttribute('aria-current')).toBe('page');
    const choice = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Chart' });
    const options = within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(12);
    expect(options.slice(0, 2)).toEqual(['Men · Topwear (3 sizes)', 'Men · Bottomwear (3 sizes)']);
    expect(options.at(-1)).toBe('Kids · Summerwear (no chart)');

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Size', 'Chest (cm)', 'Waist (cm)', 'Hip (cm)', 'Length (cm)', 'Height (cm)', 'Remove']);
    expect(field('Chest (cm), M').value).toBe('97');
    expect(field('Hip (cm), M').value).toBe('');

    await user.clear(field('Chest (cm), M'));
    await user.type(field('Chest (cm), M'), '98.5');
    await user.click(screen.getByRole('button', { name: 'Remove S' }));
    await user.click(screen.getByRole('button', { name: 'Add a size' }));
    await user.type(field('Size, row 3'), 'XL');
    await user.type(field('Chest (cm), XL'), '107');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measures of' }), 'the garment, laid flat');
    const lines = screen.getByRole('textbox', { name: 'How to measure, one instruction a line' });
    await user.type(lines, '{Enter}  Lay it flat. {Enter}');
    // The Hindi pages' lines, which they show instead.
    await user.type(screen.getByRole('textbox', { name: /^How to measure in Hindi/ }), ' सपाट रखकर नापें। ');
    await user.click(screen.getByRole('button', { name: 'Save the chart' }));

    expect(await screen.findByText('The Men · Topwear chart is saved.')).toBeTruthy();
    const chart: SizeChart = {
      measure: 'garment',
      rows: [row('M', 98.5, 81), row('L', 102, 86), row('XL', 107, null)],
      howToMeasure: ['Chest: around the fullest part, under the arms.', 'Lay it flat.'],
      howToMeasureHi: ['सपाट रखकर नापें।'],
    };
    expect(saved(sent)).toEqual([['/api/admin/size-charts/Men/Topwear', chart]]);
    expect(charts.get('Men/Topwear')).toEqual(chart);
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: 'Chart' })).getAllByRole('option')[0]?.textContent).toBe(
        'Men · Topwear (3 sizes)',
      ),
    );
    expect(field('Chest (cm), XL').value).toBe('107');
    expect(screen.queryByRole('textbox', { name: 'Size, S' })).toBeNull();
  });

  it('says what is wrong before sending, and what the server refused', async () => {
    const { sent } = chartsServer();
    const { user } = renderApp('/admin/size-charts', signedIn);
    await screen.findByRole('table');
    await user.clear(field('Size, L'));
    await user.type(field('Size, row 3'), 'm');
    await user.click(screen.getByRole('button', { name: 'Save the chart' }));
    expect(screen.getByRole('alert').textContent).toBe('The size m is in the chart twice.');
    await user.clear(field('Size, m'));
    await user.type(field('Size, row 3'), 'L');
    await user.type(field('Waist (cm), L'), '0');
    await user.click(screen.getByRole('button', { name: 'Save the chart' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Waist (cm) of L: give centimetres more than 0 and less than 400, or leave it empty.',
    );
    expect(saved(sent)).toEqual([]);
  });

  it('gives a type without a chart its first one', async () => {
    const { sent } = chartsServer();
    const { user } = renderApp('/admin/size-charts', signedIn);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Chart' }), 'Kids · Summerwear (no chart)');
    expect(await screen.findByRole('heading', { name: 'Kids · Summerwear' })).toBeTruthy();
    expect(screen.getByText('This type has no chart yet: its product pages offer none.')).toBeTruthy();
    await user.type(field('Size, row 1'), '2-3Y');
    await user.type(field('Height (cm), 2-3Y'), '95');
    await user.click(screen.getByRole('button', { name: 'Save the chart' }));
    expect(await screen.findByText('The Kids · Summerwear chart is saved.')).toBeTruthy();
    expect(saved(sent)).toEqual([
      [
        '/api/admin/size-charts/Kids/Summerwear',
        { measure: 'body', rows: [{ ...row('2-3Y', null, null), height: 95 }], howToMeasure: [] },
      ],
    ]);
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Chart' }).selectedOptions[0]?.textContent).toBe(
        'Kids · Summerwear (1 size)',
      ),
    );
  });

  it('shows the refusal the server answers', async () => {
    answerRequests({
      '/api/user/me': ADMIN,
      '/api/admin/size-charts': { success: true, charts: [{ category: 'Men', type: 'Topwear', chart: MEN_TOP }] },
      '/api/admin/size-charts/Men/Topwear': () =>
        Response.json({ success: false, message: 'The size M is in the chart twice.' }, { status: 400 }),
    });
    const { user } = renderApp('/admin/size-charts', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Save the chart' }));
    expect(await screen.findByText('That did not work: The size M is in the chart twice.')).toBeTruthy();
  });

  it('says everything in Hindi under /hi/admin/size-charts', async () => {
    chartsServer();
    renderApp('/hi/admin/size-charts', signedIn);
    expect(await screen.findByRole('link', { name: 'साइज़ चार्ट' })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'चार्ट' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'छाती (सेमी)' })).toBeTruthy();
    expect(field('छाती (सेमी), M').value).toBe('97');
    expect(screen.getByRole('button', { name: 'चार्ट सहेजें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'साइज़ जोड़ें' })).toBeTruthy();
  });
});
