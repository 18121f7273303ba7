// Text put into HTML or XML that the server writes itself (pages' heads, the sitemap, the sandbox's pages).

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element content and in quoted attributes, in HTML and in XML alike. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
