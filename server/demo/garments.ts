// Draws the seed catalogue's product pictures and the home hero as small, deterministic SVG flat-lays.

export type Garment =
  | 'tshirt'
  | 'shirt'
  | 'polo'
  | 'hoodie'
  | 'jacket'
  | 'sweater'
  | 'jeans'
  | 'trousers'
  | 'joggers'
  | 'shorts'
  | 'skirt'
  | 'dress'
  | 'top';

export type View = 'front' | 'back' | 'detail' | 'styled';

export interface GarmentPicture {
  garment: Garment;
  colour: string;
  accent: string;
  view: View;
}

const WIDTH = 600;
const HEIGHT = 750;
const CENTRE_X = WIDTH / 2;
const HERO_WIDTH = 1200;
const HERO_HEIGHT = 900;

const BACKDROP = '#f4f1ec';
const STYLED_BACKDROP = '#eadfd0';
const STYLED_TINT = 0.14;
const HERO_BACKDROP = '#efe6da';
const HANGER_WOOD = '#a0764f';
const RAIL_METAL = '#8c8173';
const DETAIL_ZOOM = 1.8;
const STYLED_SCALE = 0.9;
const STITCH_DASH = '6 4';

/** The catalogue's colour words and their hex values; a picture's title names its colour back. */
export const COLOURS = {
  black: '#1c1c1e',
  white: '#f7f6f2',
  grey: '#8a8d91',
  charcoal: '#3a3d42',
  navy: '#1f3a5f',
  blue: '#2f6fb0',
  skyBlue: '#8cc4e8',
  indigo: '#2b3f73',
  olive: '#6b6b3a',
  khaki: '#c3b091',
  beige: '#d9c9a8',
  brown: '#6f4e37',
  maroon: '#6d1f2c',
  red: '#c0392b',
  pink: '#e8a0b4',
  peach: '#f4b69a',
  yellow: '#ecc94b',
  mustard: '#c9a227',
  green: '#2e7d4f',
  bottleGreen: '#1e4d3a',
  mint: '#a8dcc3',
  teal: '#1f7a7a',
  lavender: '#b9a7d8',
  purple: '#6a4c93',
  orange: '#e07a3f',
  rust: '#b5532c',
  cream: '#efe6d2',
  coral: '#f08070',
} as const;

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(channels: readonly number[]): string {
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: string, to: string, weight: number): string {
  const [r1, g1, b1] = toRgb(from);
  const [r2, g2, b2] = toRgb(to);
  return toHex([r1 + (r2 - r1) * weight, g1 + (g2 - g1) * weight, b1 + (b2 - b1) * weight]);
}

/** Darkens (amount < 0) or lightens (amount > 0) a hex colour; amount runs from -1 to 1. */
export function shade(hex: string, amount: number): string {
  return amount < 0 ? mix(hex, '#000000', -amount) : mix(hex, '#ffffff', amount);
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function colourName(hex: string): string {
  const [r, g, b] = toRgb(hex);
  let best = 'coloured';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [name, named] of Object.entries(COLOURS)) {
    const [nr, ng, nb] = toRgb(named);
    const distance = (r - nr) ** 2 + (g - ng) ** 2 + (b - nb) ** 2;
    if (distance < bestDistance) {
      best = name.replace(/([A-Z])/g, ' $1').toLowerCase();
      bestDistance = distance;
    }
  }
  return best;
}

/** The tones one garment is drawn with. */
interface Ink {
  fill: string;
  outline: string;
  fold: string;
  inner: string;
  rib: string;
  accent: string;
}

function inkFor(colour: string, accent: string): Ink {
  const dark = luminance(colour) < 0.16;
  return {
    fill: colour,
    outline: shade(colour, dark ? -0.5 : -0.38),
    fold: dark ? shade(colour, 0.22) : shade(colour, -0.2),
    inner: dark ? shade(colour, 0.12) : shade(colour, -0.3),
    rib: dark ? shade(colour, 0.07) : shade(colour, -0.09),
    accent,
  };
}

/** What a garment contributes to one view of it; path data is drawn with the shared ink. */
interface Sketch {
  outline: string;
  behind?: string;
  folds: string[];
  seams: string[];
  details: string;
  stitches: string[];
}

/** Where a garment sits on its canvas, whichever view of it is drawn. */
interface Frame {
  /** Centre of the zoomed 'detail' crop. */
  focus: readonly [number, number];
  /** Top centre of the neck or waistband: where the label sits and the hanger holds. */
  top: number;
  /** Where the back view's label sits instead, when something (a hood) hangs over the neck. */
  label?: number;
  /** Highest point when something (a hood) rises above the neck; the hanger's hook must clear it. */
  crown?: number;
  /** Lowest point of the garment. */
  hem: number;
  hanger: 'shoulders' | 'clips';
}

type Sketcher = (ink: Ink, back: boolean) => Sketch;

type Point = readonly [number, number];
/** One step of an outline: [x, y] is a straight line, [cx, cy, x, y] a curve. */
type Step = Point | readonly [number, number, number, number];

const flipX = (x: number): number => 2 * CENTRE_X - x;

/** A closed outline from half of it: steps from the centre line round the picture's left side, mirrored back. */
function symmetric(half: readonly Step[]): string {
  let outward = '';
  let homeward = '';
  let previous: Point | undefined;
  for (const step of half) {
    const end: Point = step.length === 4 ? [step[2], step[3]] : step;
    if (previous) {
      const back = `${flipX(previous[0])} ${previous[1]}`;
      outward += step.length === 4 ? `Q${step.join(' ')}` : `L${end.join(' ')}`;
      homeward = (step.length === 4 ? `Q${flipX(step[0])} ${step[1]} ${back}` : `L${back}`) + homeward;
    } else {
      outward = `M${end.join(' ')}`;
    }
    previous = end;
  }
  return `${outward}${homeward}Z`;
}

/** Mirrors absolute path data (M, L, Q, C, H, V, Z) about the centre line. */
function mirror(d: string): string {
  return d.replace(/([MLQCHVZ])([^MLQCHVZ]*)/g, (_, command: string, args: string) => {
    const numbers = args.trim()
      ? args
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    const flipped = numbers.map((n, i) => (command === 'V' || (command !== 'H' && i % 2 === 1) ? n : flipX(n)));
    return `${command}${flipped.join(' ')}`;
  });
}

/** Path data for a detail and its mirror image on the other side. */
const both = (d: string): string => `${d}${mirror(d)}`;

const shape = (d: string, fill: string, stroke?: string): string =>
  `<path d="${d}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="2" stroke-linejoin="round"` : ''}/>`;

const line = (d: string, stroke: string, width = 2): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A broad line dashed so finely it reads as knitted ribbing. */
const ribbing = (d: string, ink: Ink, width: number): string =>
  `<path d="${d}" fill="none" stroke="${ink.outline}" stroke-width="${width}" stroke-dasharray="2 6" opacity=".3"/>`;

const buttons = (ink: Ink, x: number, ys: readonly number[], r = 5): string =>
  ys.map((y) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${ink.accent}" stroke="${ink.outline}"/>`).join('');

// Tops ----------------------------------------------------------------------

const TEE_SIDE: readonly Step[] = [
  [150, 176],
  [66, 272],
  [122, 322],
  [158, 290],
  [156, 596],
  [228, 604, 300, 604],
];

function crewNeckBody(neckDepth: number): string {
  const centre = 140 + neckDepth / 2;
  return symmetric([[300, centre], [272, centre, 244, 140], ...TEE_SIDE]);
}

function tshirt(ink: Ink, back: boolean): Sketch {
  const depth = back ? 22 : 60;
  return {
    outline: crewNeckBody(depth),
    folds: ['M214 420Q232 500 218 570M388 396Q370 470 390 550'],
    seams: [both('M150 176L158 290')],
    details:
      (back ? '' : shape(`M244 140Q300 ${140 + depth} 356 140Q300 126 244 140Z`, ink.inner)) +
      line(`M249 145Q300 ${148 + depth} 351 145`, ink.rib, 9),
    stitches: [both('M76 262L130 311'), 'M160 584Q300 594 440 584'],
  };
}

function polo(ink: Ink, back: boolean): Sketch {
  const collar = back
    ? shape('M244 140Q300 126 356 140L358 160Q300 148 242 160Z', ink.fill, ink.outline) +
      line('M246 155Q300 144 354 155', ink.accent, 2.5)
    : shape('M244 140Q300 124 356 140L300 178Z', ink.inner) +
      shape('M288 176H312V282H288Z', ink.fill, ink.outline) +
      buttons(ink, 300, [204, 250], 4.5) +
      shape(both('M244 140L300 178L278 202L232 154Z'), ink.fill, ink.outline) +
      line(both('M238 158L276 196'), ink.accent, 2.5);
  return {
    outline: crewNeckBody(back ? 22 : 60),
    folds: ['M214 430Q232 500 218 570M388 400Q370 470 390 550'],
    seams: [both('M150 176L158 290M157 570L160 596')],
    details: line(both('M71 266L127 316'), ink.rib, 13) + line(both('M76 261L132 311'), ink.accent, 2.5) + collar,
    stitches: ['M160 584Q300 594 440 584'],
  };
}

function shirt(ink: Ink, back: boolean): Sketch {
  const front =
    shape('M252 140Q300 122 348 140L300 180Z', ink.inner) +
    shape('M292 180H308V644H292Z', ink.fill, ink.fold) +
    buttons(ink, 300, [210, 275, 340, 405, 470, 535, 600]) +
    shape('M338 270H388V322L363 332L338 322Z', ink.fill, ink.fold) +
    shape(both('M252 140L300 180L266 210L236 152Z'), ink.fill, ink.outline);
  const rear =
    shape('M252 140Q300 126 348 140L350 162Q300 150 250 162Z', ink.fill, ink.outline) +
    line('M292 226L300 250L308 226', ink.fold);
  return {
    outline: symmetric([
      [300, 150],
      [252, 140],
      [156, 168],
      [106, 260, 72, 470],
      [122, 484],
      [146, 360, 168, 296],
      [166, 600],
      [174, 640, 226, 644],
      [300, 648],
    ]),
    folds: ['M226 420Q242 500 228 590M376 380Q364 470 382 570'],
    seams: [both('M156 168L168 296'), back ? 'M166 222Q300 236 434 222' : ''],
    details:
      (back ? rear : front) +
      shape(both('M78 432L131 446L122 484L72 470Z'), ink.fill, ink.outline) +
      buttons(ink, 100, [463], 3.5) +
      buttons(ink, 500, [463], 3.5),
    stitches: [
      back ? 'M166 230Q300 244 434 230' : 'M342 282H384',
      'M170 624Q176 636 226 638L300 642L374 638Q424 636 430 624',
    ],
  };
}

const LONG_SLEEVES: readonly Step[] = [
  [150, 178],
  [96, 300, 70, 540],
  [128, 554],
  [146, 400, 164, 306],
];

function longSleeveBody(neckDepth: number): string {
  const centre = 145 + neckDepth / 2;
  return symmetric([[300, centre], [274, centre, 250, 145], ...LONG_SLEEVES, [164, 620], [300, 620]]);
}

/** Ribbed cuffs and hem band shared by the knitwear. */
function ribbedBands(ink: Ink): string {
  return (
    shape(both('M72 522L130 536L128 554L70 540Z'), ink.rib, ink.outline) +
    ribbing(both('M71 531L129 545'), ink, 18) +
    shape('M164 580H436V620H164Z', ink.rib, ink.outline) +
    ribbing('M166 600H434', ink, 38)
  );
}

function hoodie(ink: Ink, back: boolean): Sketch {
  const hood = back
    ? shape('M238 150Q222 68 300 58Q378 68 362 150Q370 262 300 292Q230 262 238 150Z', ink.fill, ink.outline) +
      line('M300 60V290', ink.fold)
    : shape('M258 150Q300 100 342 150Q336 206 300 224Q264 206 258 150Z', ink.inner) +
      line('M258 150Q264 206 300 224Q336 206 342 150', ink.rib, 8) +
      line(both('M286 214Q282 260 276 304'), ink.accent, 4) +
      line(both('M276 304L275 318'), ink.outline, 5);
  const pocket = back
    ? ''
    : shape('M226 440H374L410 506V574H190V506Z', ink.fill, ink.outline) + line(both('M226 440L190 506'), ink.fold, 3);
  return {
    outline: longSleeveBody(back ? 10 : 40),
    behind: back ? '' : shape('M240 176Q218 64 300 56Q382 64 360 176Z', ink.fill, ink.outline),
    folds: ['M212 340Q228 400 216 430M388 330Q374 390 386 430'],
    seams: [both('M150 178L164 306')],
    details: ribbedBands(ink) + pocket + hood,
    stitches: back ? [] : [both('M230 450L200 506')],
  };
}

function sweater(ink: Ink, back: boolean): Sketch {
  const depth = back ? 14 : 48;
  const cable = (x: number): string => `M${x} 200q16 22 0 44t0 44t0 44t0 44t0 44t0 44t0 44t0 44`;
  const cables = back
    ? ''
    : [240, 300, 360].map((x) => line(cable(x) + cable(x).replace('q16', 'q-16'), ink.fold, 3)).join('');
  return {
    outline: longSleeveBody(depth),
    folds: ['M196 330Q204 420 196 540M404 330Q396 420 404 540'],
    seams: [both('M150 178L164 306')],
    details:
      (back ? '' : shape(`M250 145Q300 ${145 + depth * 2} 350 145Q300 132 250 145Z`, ink.inner)) +
      line(`M252 152Q300 ${156 + depth * 2} 348 152`, ink.rib, 14) +
      ribbing(`M252 152Q300 ${156 + depth * 2} 348 152`, ink, 14) +
      ribbedBands(ink) +
      cables,
    stitches: [],
  };
}

function jacket(ink: Ink, back: boolean): Sketch {
  const front =
    shape('M250 140Q300 124 350 140L300 168Z', ink.inner) +
    line('M300 168V620', ink.outline, 9) +
    line('M300 168V620', ink.accent, 5) +
    shape('M294 176H306V200H294Z', ink.accent, ink.outline) +
    shape(both('M212 250H270V310H212Z'), ink.fill, ink.fold) +
    shape(both('M210 244H272V272L241 280L210 272Z'), ink.fill, ink.outline) +
    shape(both('M204 470L232 420L240 424L212 476Z'), ink.inner) +
    shape(both('M250 140L300 168L266 236L226 150Z'), ink.fill, ink.outline);
  const rear = shape('M250 140Q300 126 350 140L354 172Q300 160 246 172Z', ink.fill, ink.outline);
  return {
    outline: symmetric([[300, 150], [250, 140], ...LONG_SLEEVES, [164, 620], [300, 620]]),
    folds: ['M222 490Q234 540 222 576M378 490Q366 540 378 576'],
    seams: [both('M150 178L164 306'), 'M164 584H436', back ? 'M166 236Q300 254 434 236' : ''],
    details: (back ? rear : front) + shape(both('M72 522L130 536L128 554L70 540Z'), ink.fill, ink.outline),
    stitches: [both('M72 528L130 542'), 'M166 592H434', back ? 'M166 244Q300 262 434 244' : both('M214 258H268')],
  };
}

function top(ink: Ink, back: boolean): Sketch {
  const depth = back ? 14 : 46;
  const bow =
    shape(both('M300 198Q274 180 276 208Z'), ink.accent, ink.outline) +
    line('M300 198L292 240M300 198L310 242', ink.accent, 3);
  return {
    outline: symmetric([
      [300, 150 + depth],
      [262, 150 + depth, 240, 150],
      [200, 160],
      [150, 176, 118, 262],
      [134, 282, 154, 268],
      [172, 284, 194, 270],
      [198, 380],
      [172, 548],
      [232, 562, 300, 562],
    ]),
    folds: [both('M228 394Q220 480 212 546'), 'M300 394V560'],
    seams: [both('M200 160L194 270'), 'M198 380Q300 390 402 380'],
    details: back
      ? ''
      : shape(`M240 150Q300 ${150 + depth * 2} 360 150Q300 140 240 150Z`, ink.inner) +
        line(both('M262 190L258 214M280 198L278 222'), ink.fold) +
        bow,
    stitches: ['M198 388Q300 398 402 388', both('M126 254Q140 268 154 260')],
  };
}

function dress(ink: Ink, back: boolean): Sketch {
  const neck = back ? 128 : 190;
  const sash = shape('M228 322H372L374 346H226Z', ink.accent, ink.outline);
  const front =
    shape(`M262 110L300 ${neck}L338 110Q300 126 262 110Z`, ink.inner) +
    sash +
    shape(both('M300 334L276 320L278 350Z'), ink.accent, ink.outline);
  return {
    outline: symmetric([
      [300, neck],
      [262, 110],
      [208, 128],
      [170, 190],
      [202, 214],
      [218, 200],
      [228, 330],
      [110, 662],
      [205, 684, 300, 686],
    ]),
    folds: [both('M262 350Q240 500 200 668M280 350Q276 520 256 680'), 'M300 350V684'],
    seams: [both('M208 128L218 200'), back ? 'M300 130V330' : ''],
    details: back ? sash + line('M300 130V300', ink.outline, 3) + shape('M296 130H304V146H296Z', ink.accent) : front,
    stitches: [both('M180 196L204 212'), 'M116 650Q300 690 484 650'],
  };
}

// Bottoms -------------------------------------------------------------------

function waistband(ink: Ink, left: number, topY: number, loops: readonly number[]): string {
  const right = flipX(left);
  return (
    shape(`M${left} ${topY}H${right}L${right + 1} ${topY + 32}H${left - 1}Z`, ink.rib, ink.outline) +
    loops.map((x) => shape(`M${x} ${topY - 4}h10v42h-10Z`, ink.fill, ink.outline)).join('')
  );
}

/** The J-shaped fly stitching below a waistband. */
const fly = (topY: number, length: number): string =>
  `M318 ${topY + 32}V${topY + length}Q318 ${topY + length + 20} 300 ${topY + length + 28}`;

function jeans(ink: Ink, back: boolean): Sketch {
  const front =
    buttons(ink, 300, [136], 7) +
    line(both('M250 152Q242 214 182 226'), ink.outline) +
    line('M326 170L344 160L350 190', ink.fold) +
    line(both('M232 292Q252 290 272 282M236 310Q256 308 278 298'), shade(ink.fill, 0.22), 3);
  const rear =
    shape(both('M206 226H280V300L243 318L206 300Z'), ink.fill, ink.outline) +
    line('M188 190L300 214L412 190', ink.outline);
  return {
    outline: symmetric([
      [300, 120],
      [190, 120],
      [176, 260],
      [160, 680],
      [280, 680],
      [300, 340],
    ]),
    folds: [both('M196 460Q218 470 240 462M200 490Q222 500 246 492')],
    seams: ['M300 152V340'],
    details: (back ? rear : front) + waistband(ink, 190, 120, [206, 264, 326, 384]),
    stitches: [
      'M192 127H408M190 146H410',
      back
        ? 'M188 198L300 222L412 198' + both('M212 232H274V296L243 311L212 296Z')
        : fly(120, 150) + both('M244 156Q236 210 180 220'),
      both('M162 664H278'),
    ],
  };
}

function trousers(ink: Ink, back: boolean): Sketch {
  const front =
    buttons(ink, 300, [136], 5) +
    line(both('M238 152L196 236'), ink.outline) +
    line(both('M244 152L250 236M262 152L264 204'), ink.fold);
  const rear = shape(both('M214 210H276V216H214Z'), ink.inner) + line(both('M250 152L252 196'), ink.fold);
  return {
    outline: symmetric([
      [300, 120],
      [194, 120],
      [182, 260],
      [174, 682],
      [280, 682],
      [300, 345],
    ]),
    folds: [both('M228 262L226 672')],
    seams: ['M300 152V345'],
    details: (back ? rear : front) + waistband(ink, 194, 120, [208, 266, 324, 382]),
    stitches: [back ? 'M196 140H404' : fly(120, 150), both('M177 666H278')],
  };
}

function joggers(ink: Ink, back: boolean): Sketch {
  const cords = back
    ? ''
    : line(both('M290 146Q284 190 272 226'), ink.accent, 4) + line(both('M272 226L269 240'), ink.outline, 5);
  return {
    outline: symmetric([
      [300, 112],
      [196, 112],
      [180, 260],
      [192, 650],
      [278, 650],
      [300, 332],
    ]),
    folds: [both('M204 420Q226 432 246 424M208 560Q230 572 252 562')],
    seams: ['M300 156V332', back ? '' : both('M206 172Q200 216 186 246')],
    details:
      shape('M196 112H404V156H196Z', ink.rib, ink.outline) +
      ribbing('M198 134H402', ink, 40) +
      line(both('M184 176L194 640'), ink.accent, 5) +
      shape(both('M192 640H278L274 690H196Z'), ink.rib, ink.outline) +
      ribbing(both('M196 665H276'), ink, 46) +
      cords,
    stitches: back ? [] : [both('M212 176Q206 220 194 248')],
  };
}

function shorts(ink: Ink, back: boolean): Sketch {
  const front = buttons(ink, 300, [216], 5) + line(both('M240 232L196 300'), ink.outline);
  const rear = shape(both('M216 282H278V288H216Z'), ink.inner);
  return {
    outline: symmetric([
      [300, 200],
      [195, 200],
      [180, 330],
      [164, 560],
      [284, 560],
      [300, 440],
    ]),
    folds: [both('M214 470Q232 480 250 472')],
    seams: ['M300 232V440'],
    details:
      (back ? rear : front) +
      waistband(ink, 195, 200, [210, 268, 322, 380]) +
      shape(both('M167 526H287L284 560H164Z'), ink.fill, ink.outline),
    stitches: [back ? 'M197 220H403' : fly(200, 112), both('M168 534H286')],
  };
}

function skirt(ink: Ink, back: boolean): Sketch {
  const pleats = [-3, -2, -1, 1, 2, 3]
    .map((i) => `M${300 + i * 26} 196L${300 + i * 54} ${606 - Math.abs(i) * 5}`)
    .join('');
  const highlights = [-3, -2, -1, 1, 2, 3]
    .map((i) => `M${306 + i * 26} 196L${312 + i * 54} ${606 - Math.abs(i) * 5}`)
    .join('');
  return {
    outline: symmetric([
      [300, 160],
      [215, 160],
      [213, 196],
      [120, 590],
      [210, 614, 300, 616],
    ]),
    folds: [pleats],
    seams: [],
    details:
      line(highlights, shade(ink.fill, 0.2), 3) +
      shape('M215 160H385L387 196H213Z', ink.fill, ink.outline) +
      (back
        ? line('M300 196V330', ink.outline, 3) + shape('M296 196H304V214H296Z', ink.accent)
        : buttons(ink, 350, [178], 6)),
    stitches: ['M217 167H383M215 190H385', 'M128 580Q300 620 472 580'],
  };
}

/** Every garment once: what a picture's title calls it, how it is drawn, and where it sits. */
const GARMENTS: Record<Garment, { name: string; sketch: Sketcher; frame: Frame }> = {
  tshirt: { name: 't-shirt', sketch: tshirt, frame: { focus: [300, 200], top: 140, hem: 604, hanger: 'shoulders' } },
  shirt: { name: 'shirt', sketch: shirt, frame: { focus: [320, 230], top: 140, hem: 648, hanger: 'shoulders' } },
  polo: { name: 'polo shirt', sketch: polo, frame: { focus: [300, 210], top: 140, hem: 604, hanger: 'shoulders' } },
  hoodie: {
    name: 'hoodie',
    sketch: hoodie,
    frame: { focus: [300, 220], top: 145, label: 158, crown: 56, hem: 620, hanger: 'shoulders' },
  },
  jacket: { name: 'jacket', sketch: jacket, frame: { focus: [300, 220], top: 140, hem: 620, hanger: 'shoulders' } },
  sweater: { name: 'sweater', sketch: sweater, frame: { focus: [300, 230], top: 145, hem: 620, hanger: 'shoulders' } },
  jeans: { name: 'jeans', sketch: jeans, frame: { focus: [300, 190], top: 120, hem: 680, hanger: 'clips' } },
  trousers: { name: 'trousers', sketch: trousers, frame: { focus: [300, 190], top: 120, hem: 682, hanger: 'clips' } },
  joggers: { name: 'joggers', sketch: joggers, frame: { focus: [300, 170], top: 112, hem: 690, hanger: 'clips' } },
  shorts: { name: 'shorts', sketch: shorts, frame: { focus: [300, 260], top: 200, hem: 560, hanger: 'clips' } },
  skirt: { name: 'skirt', sketch: skirt, frame: { focus: [300, 240], top: 160, hem: 616, hanger: 'clips' } },
  dress: { name: 'dress', sketch: dress, frame: { focus: [300, 290], top: 110, hem: 686, hanger: 'shoulders' } },
  top: { name: 'top', sketch: top, frame: { focus: [300, 240], top: 150, hem: 562, hanger: 'shoulders' } },
};

// Composition ---------------------------------------------------------------

const SHARED_DEFS =
  '<linearGradient id="light" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-opacity=".12"/></linearGradient>' +
  '<filter id="lift" x="-10%" y="-10%" width="130%" height="130%"><feDropShadow dx="5" dy="9" stdDeviation="7" flood-opacity=".18"/></filter>';

function group(paths: readonly string[], attributes: string): string {
  const d = paths.filter(Boolean).join('');
  return d ? `<path d="${d}" fill="none" ${attributes}/>` : '';
}

function neckLabel(ink: Ink, y: number): string {
  return `<rect x="289" y="${y + 8}" width="22" height="14" rx="2" fill="${ink.accent}" stroke="${ink.outline}"/>`;
}

/** The top of the hanger's hook, high enough to clear a hood. */
function hookTop(frame: Frame): number {
  return (frame.crown ?? frame.top) - (frame.hanger === 'shoulders' ? 76 : 84);
}

function hanger(frame: Frame): { behind: string; front: string } {
  const y = frame.top;
  const top = hookTop(frame);
  const shankEnd = frame.hanger === 'shoulders' ? y - 14 : y - 22;
  const hook = line(
    `M300 ${shankEnd}V${top + 26}Q300 ${top + 10} 312 ${top + 8}Q324 ${top} 314 ${top - 4}Q302 ${top - 6} 300 ${top + 6}`,
    RAIL_METAL,
    4,
  );
  if (frame.hanger === 'shoulders') {
    const bar = line(
      `M300 ${y - 14}L186 ${y + 34}Q176 ${y + 44} 192 ${y + 44}H408Q424 ${y + 44} 414 ${y + 34}Z`,
      HANGER_WOOD,
      7,
    );
    return { behind: hook + bar, front: '' };
  }
  const barY = y - 22;
  const clips = [226, 374]
    .map((x) => `<rect x="${x - 9}" y="${barY - 4}" width="18" height="40" rx="3" fill="${RAIL_METAL}"/>`)
    .join('');
  return { behind: hook + line(`M206 ${barY}H394`, HANGER_WOOD, 8), front: clips };
}

interface Drawing {
  markup: string;
  frame: Frame;
}

function drawGarment(picture: GarmentPicture, id: string): Drawing {
  const ink = inkFor(picture.colour, picture.accent);
  const back = picture.view === 'back';
  const { sketch, frame } = GARMENTS[picture.garment];
  const parts = sketch(ink, back);
  const markup =
    `<defs><path id="${id}" d="${parts.outline}"/></defs>` +
    (parts.behind ?? '') +
    `<use href="#${id}" fill="${ink.fill}" stroke="${ink.outline}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<use href="#${id}" fill="url(#light)"/>` +
    group(parts.folds, `stroke="${ink.fold}" stroke-width="3" stroke-linecap="round" opacity=".5"`) +
    group(parts.seams, `stroke="${ink.fold}" stroke-width="2"`) +
    parts.details +
    group(parts.stitches, `stroke="${ink.accent}" stroke-width="1.6" stroke-dasharray="${STITCH_DASH}"`) +
    (back ? neckLabel(ink, frame.label ?? frame.top) : '');
  return { markup, frame };
}

function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${title}</title><defs>${SHARED_DEFS}</defs>${body}</svg>`
  );
}

function describe(picture: GarmentPicture): string {
  const colour = colourName(picture.colour);
  return `${colour.charAt(0).toUpperCase()}${colour.slice(1)} ${GARMENTS[picture.garment].name}, ${picture.view} view`;
}

/** Rounds a computed coordinate so the output stays short and stable. */
const round = (n: number): number => Math.round(n * 10) / 10;

/** A garment on its hanger, scaled and moved so the hook rests on a rail at (x, railY). */
function onRail({ markup, frame }: Drawing, x: number, railY: number, scale: number): string {
  const { behind, front } = hanger(frame);
  const transform = `translate(${round(x - CENTRE_X * scale)} ${round(railY + 4 - hookTop(frame) * scale)}) scale(${scale})`;
  return `<g filter="url(#lift)" transform="${transform}">${behind}${markup}${front}</g>`;
}

export function renderGarmentSvg(picture: GarmentPicture): string {
  const drawing = drawGarment(picture, 'outline');
  const { markup, frame } = drawing;
  if (picture.view === 'styled') {
    const railY = round((HEIGHT - (frame.hem - hookTop(frame)) * STYLED_SCALE) / 2);
    const body =
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${mix(STYLED_BACKDROP, picture.colour, STYLED_TINT)}"/>` +
      line(`M0 ${railY}H${WIDTH}`, RAIL_METAL, 6) +
      onRail(drawing, CENTRE_X, railY, STYLED_SCALE);
    return svgDocument(WIDTH, HEIGHT, describe(picture), body);
  }
  const [fx, fy] = frame.focus;
  const zoom =
    picture.view === 'detail'
      ? ` transform="translate(${round(CENTRE_X - DETAIL_ZOOM * fx)} ${round(HEIGHT / 2 - DETAIL_ZOOM * fy)}) scale(${DETAIL_ZOOM})"`
      : '';
  const body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${BACKDROP}"/><g filter="url(#lift)"${zoom}>${markup}</g>`;
  return svgDocument(WIDTH, HEIGHT, describe(picture), body);
}

const HERO_RAIL_Y = 110;
const HERO_FLOOR_Y = 780;

const HERO_LOOKS: readonly { picture: GarmentPicture; x: number; scale: number }[] = [
  { picture: { garment: 'jacket', colour: COLOURS.olive, accent: '#d9b26f', view: 'styled' }, x: 300, scale: 0.8 },
  { picture: { garment: 'tshirt', colour: COLOURS.cream, accent: '#b5532c', view: 'styled' }, x: 900, scale: 0.8 },
  { picture: { garment: 'dress', colour: COLOURS.rust, accent: '#f2d7b6', view: 'styled' }, x: 600, scale: 0.86 },
];

/** Folded tees stacked on the floor, bottom first. */
const HERO_STACK: readonly string[] = [COLOURS.navy, COLOURS.mustard, COLOURS.cream];

function foldedStack(x: number, floorY: number): string {
  return HERO_STACK.map((colour, i) => {
    const y = floorY - 34 * (i + 1);
    return (
      `<rect x="${x + i * 6}" y="${y}" width="190" height="32" rx="8" fill="${colour}" stroke="${shade(colour, -0.35)}" stroke-width="2"/>` +
      line(`M${x + i * 6 + 30} ${y + 16}H${x + i * 6 + 160}`, shade(colour, -0.2))
    );
  }).join('');
}

export function renderHeroSvg(): string {
  const looks = HERO_LOOKS.map(({ picture, x, scale }, i) =>
    onRail(drawGarment(picture, `look${i}`), x, HERO_RAIL_Y, scale),
  ).join('');
  const scene =
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="${HERO_BACKDROP}"/>` +
    `<circle cx="600" cy="470" r="330" fill="${shade(HERO_BACKDROP, -0.05)}"/>` +
    `<rect y="${HERO_FLOOR_Y}" width="${HERO_WIDTH}" height="${HERO_HEIGHT - HERO_FLOOR_Y}" fill="${shade(HERO_BACKDROP, -0.08)}"/>` +
    `<ellipse cx="600" cy="${HERO_FLOOR_Y + 6}" rx="540" ry="12" fill="#000" opacity=".06"/>` +
    line(
      `M80 ${HERO_RAIL_Y}H1120M80 ${HERO_RAIL_Y}V${HERO_FLOOR_Y}M1120 ${HERO_RAIL_Y}V${HERO_FLOOR_Y}`,
      RAIL_METAL,
      8,
    ) +
    line(`M50 ${HERO_FLOOR_Y}H110M1090 ${HERO_FLOOR_Y}H1150`, RAIL_METAL, 8);
  return svgDocument(
    HERO_WIDTH,
    HERO_HEIGHT,
    'Olive jacket, rust dress and cream t-shirt hanging on a clothes rail beside a stack of folded tees',
    scene + looks + `<g filter="url(#lift)">${foldedStack(900, HERO_FLOOR_Y)}</g>`,
  );
}
