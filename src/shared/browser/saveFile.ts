// Saving a file the page holds (an object URL) under a name of the page's choosing.

/** Offers `url` to be saved as `name`, as following a link with a `download` attribute does. */
export function offerFile(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
}
