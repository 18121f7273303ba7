// The unit project's stand-in for src/shared/browser/navigation.ts: jsdom cannot leave the page, so the
// address the shopper would have been sent to is only recorded, for the test to read.
export const externalNavigation = { assign: jest.fn<void, [url: string]>() };
