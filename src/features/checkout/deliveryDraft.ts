// What the shopper typed into the delivery form, and whether they asked to save the address, kept in this tab's
// session storage until the order is placed or the shopper signs out: leaving checkout to log in or sign up, going
// back to the cart, or reloading it, does not lose it.
import { fieldText } from '../../shared/format/form';
import { ADDRESS_FIELDS, type AddressField } from '../../../contract';

const DRAFT_KEY = 'kapda:delivery-draft';
/** The name of the form's "Save this address" checkbox, kept beside the fields. */
export const SAVE_ADDRESS = 'saveAddress';

export type DeliveryFields = Partial<Record<AddressField, string>>;

export interface DeliveryDraft {
  fields: DeliveryFields;
  saveAddress: boolean;
}

/** This tab's session storage; none where it cannot be used (rendering on the server, storage blocked). */
function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The fields kept, each a text, and the choice to save; none when nothing was kept or what was kept is not a draft. */
export function readDeliveryDraft(): DeliveryDraft | undefined {
  try {
    const kept: unknown = JSON.parse(tabStorage()?.getItem(DRAFT_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const values = kept as Record<string, unknown>;
    const fields: DeliveryFields = Object.fromEntries(
      ADDRESS_FIELDS.flatMap((name) => (typeof values[name] === 'string' ? [[name, values[name]]] : [])),
    );
    const saveAddress = values[SAVE_ADDRESS] === true;
    return saveAddress || Object.values(fields).some(Boolean) ? { fields, saveAddress } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the form's fields and its "Save this address" as they are now. A full or blocked storage keeps nothing. */
export function keepDeliveryDraft(form: HTMLFormElement): void {
  const save = form.elements.namedItem(SAVE_ADDRESS);
  keepDraft({
    fields: Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, fieldText(form, name)])),
    saveAddress: save instanceof HTMLInputElement && save.checked,
  });
}

/**
 * What a server-drawn form held when the app took it over: the draft kept earlier in this tab, under what was typed
 * into the page before the app came (which is the shopper's latest word), kept again. None when there is neither.
 */
export function takeOverDeliveryDraft(typed: DeliveryFields): DeliveryDraft | undefined {
  const kept = readDeliveryDraft();
  if (Object.keys(typed).length === 0) return kept;
  const draft = { fields: { ...kept?.fields, ...typed }, saveAddress: kept?.saveAddress ?? false };
  keepDraft(draft);
  return draft;
}

function keepDraft({ fields, saveAddress }: DeliveryDraft): void {
  try {
    tabStorage()?.setItem(DRAFT_KEY, JSON.stringify({ ...fields, [SAVE_ADDRESS]: saveAddress }));
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
