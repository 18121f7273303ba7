// Leaving the app for another site (a payment page). One place, so tests can watch where the shopper was sent.
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
