// Conversions between the server's integer paise and the rupee numbers the API speaks.

export const toRupees = (paise: number): number => paise / 100;

/** Rupees as sent by a client, rounded to whole paise (333.33 -> 33333). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
