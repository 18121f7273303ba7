import { earlySearchMarkup, SEARCH_BAR_ID, takeEarlySearch } from './earlySearch';

const words = { action: '/hi/collection', label: 'नाम से उत्पाद खोजें', placeholder: 'खोजें', submit: 'खोजें' };

describe("the page's own search form", () => {
  it('is a hidden GET form of the collection with its search filled in, every text escaped', () => {
    document.body.innerHTML = earlySearchMarkup({ ...words, value: '"><script>alert(1)</script>' });
    const form = document.querySelector('form') as HTMLFormElement;
    expect([form.id, form.getAttribute('role'), form.method, form.getAttribute('action'), form.hidden]).toEqual([
      SEARCH_BAR_ID,
      'search',
      'get',
      '/hi/collection',
      true,
    ]);
    const field = form.querySelector('input') as HTMLInputElement;
    expect([field.name, field.type, field.value, field.getAttribute('aria-label')]).toEqual([
      'q',
      'search',
      '"><script>alert(1)</script>',
      'नाम से उत्पाद खोजें',
    ]);
    expect(document.querySelector('script')).toBeNull();
  });

  it("gives the app's bar what was typed into it once opened, and goes, past the app's bar of the same id", () => {
    document.body.innerHTML = `<div id="root"><div id="${SEARCH_BAR_ID}"></div></div>${earlySearchMarkup({ ...words, value: '' })}`;
    const form = document.querySelector('form') as HTMLFormElement;
    form.hidden = false;
    (form.querySelector('input') as HTMLInputElement).value = 'jaket';
    expect(takeEarlySearch(document)).toBe('jaket');
    expect(document.querySelector('form')).toBeNull();
    expect(document.querySelectorAll(`#${SEARCH_BAR_ID}`)).toHaveLength(1);
    expect(takeEarlySearch(document)).toBeNull();
  });

  it('gives nothing when it was never opened (its field holds the search of the address), and goes', () => {
    document.body.innerHTML = earlySearchMarkup({ ...words, value: 'kurta' });
    expect(takeEarlySearch(document)).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });
});
