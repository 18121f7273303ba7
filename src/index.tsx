// The storefront's entry. Its scripts load with the page (deferred, in parallel with the markup), and the app takes
// a server-rendered page over as soon as they have run: taps made before then are held by the page and made again
// once it has (src/shared/browser/earlyTaps.ts).
import './app/start';
