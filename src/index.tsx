// The storefront's entry. A page the server rendered is complete and readable as it arrives (links and the
// collection's filter form work without scripts), so the app that takes it over (app/start.tsx) loads once the page
// and its pictures have: it never competes with the first screen for the network or the processor.
const startApp = () => void import(/* webpackChunkName: "app" */ './app/start');

if (document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });
