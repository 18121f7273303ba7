// A product's own words in the page's language: its Hindi name and description on a Hindi page when it has them,
// its English ones otherwise (and always on an English page).
import type { Language } from '../../../contract';

interface Worded {
  name: string;
  description?: string;
  nameHi?: string;
  descriptionHi?: string;
}

export function productIn<Item extends Worded>(item: Item, language: Language): Item {
  if (language !== 'hi') return item;
  return { ...item, name: item.nameHi ?? item.name, description: item.descriptionHi ?? item.description };
}
