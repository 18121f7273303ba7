// The sizing wing's face: size charts per product type and per product (charts.ts), their routes, and the mark of
// what they are now, which rendered pages are kept by. Other wings, plugins, the CLI and app.ts import this file only.
export { chartsMark } from './charts';
export { adminSizeChartRoutes, sizeChartRoutes } from './routes';
