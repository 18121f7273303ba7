// What the shopper typed into the delivery form, kept in this tab's session storage until the order is placed or
// the shopper signs out: leaving checkout to log in or sign up, or reloading it, does not lose it.
import { fieldText } from '../../shared/format/form';
import { ADDRESS_FIELDS, type AddressField } from '../../shared/ui/addressFields';

const DRAFT_KEY = 'kapda:delivery-draft';

export type DeliveryDraft = Partial<Record<AddressField, string>>;

/** This tab's session storage; none where it cannot be used (rendering on the server, storage blocked). */
function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The fields kept, each a text; none when nothing was kept or what was kept is not a draft. */
export function readDeliveryDraft(): DeliveryDraft | undefined {
  try {
    const kept: unknown = JSON.parse(tabStorage()?.getItem(DRAFT_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const fields = kept as Record<string, unknown>;
    const draft: DeliveryDraft = Object.fromEntries(
      ADDRESS_FIELDS.flatMap((name) => (typeof fields[name] === 'string' ? [[name, fields[name]]] : [])),
    );
    return Object.values(draft).some(Boolean) ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the form's fields as they are now. A full or blocked storage keeps nothing: the form still works. */
export function keepDeliveryDraft(form: HTMLFormElement): void {
  const draft = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, fieldText(form, name)]));
  try {
    tabStorage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Nothing kept; the shopper types it again after signing in.
  }
}

export function forgetDeliveryDraft(): void {
  try {
    tabStorage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
